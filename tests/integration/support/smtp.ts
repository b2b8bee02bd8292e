/**
 * A real SMTP server for the mail tests (smtp-server on a private port): it keeps what it
 * receives, parsed, and can be stopped (a mail server down) or made to refuse (5xx) on demand.
 */
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface TestSmtp {
  received: ParsedMail[]
  /** Delivery attempts the server answered, refused ones included. */
  attempts: number
  refusing: boolean
  start(): Promise<void>
  stop(): Promise<void>
}

/** A port for the server, chosen before the Payload config (which reads SMTP_PORT) is imported. */
export const smtpTestPort = () => 20_000 + Math.floor(Math.random() * 20_000)

export function testSmtp(port: number): TestSmtp {
  let server: SMTPServer | null = null
  const smtp: TestSmtp = {
    received: [],
    attempts: 0,
    refusing: false,
    async start() {
      if (server) return
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onMailFrom(_address, _session, callback) {
          smtp.attempts += 1
          if (!smtp.refusing) return callback()
          callback(Object.assign(new Error('Mailbox unavailable (test refusal)'), { responseCode: 550 }))
        },
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              smtp.received.push(mail)
              callback()
            })
            .catch(callback)
        },
      })
      const starting = server
      await new Promise<void>((resolve, reject) => {
        starting.once('error', reject)
        starting.listen(port, '127.0.0.1', () => resolve())
      }).catch((error: unknown) => {
        server = null
        throw error
      })
    },
    async stop() {
      const running = server
      server = null
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()))
    },
  }
  return smtp
}
