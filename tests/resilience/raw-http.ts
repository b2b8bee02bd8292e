/**
 * HTTP/1.1 over a raw socket, for requests that must be caught half-sent (the server has the
 * request, not all of it yet): `open()` writes the first part, `send()` the rest, `answer()`
 * reads everything the server sends until it closes the connection.
 */
import net from 'node:net'

export interface RawAnswer {
  status: number
  headers: Record<string, string>
  body: string
  /** The whole of it arrived: the body as long as Content-Length said, or the last chunk. */
  complete: boolean
}

function parse(text: string): RawAnswer | null {
  const split = text.indexOf('\r\n\r\n')
  if (split < 0) return null
  const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n')
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  )
  let body = text.slice(split + 4)
  let complete: boolean
  if (headers['transfer-encoding'] === 'chunked') {
    let decoded = ''
    complete = false
    for (let rest = body; ; ) {
      const eol = rest.indexOf('\r\n')
      if (eol < 0) break
      const size = parseInt(rest.slice(0, eol), 16)
      if (size === 0) {
        complete = true
        break
      }
      decoded += Buffer.from(rest.slice(eol + 2), 'binary').subarray(0, size).toString('binary')
      rest = Buffer.from(rest.slice(eol + 2), 'binary').subarray(size + 2).toString('binary')
    }
    body = decoded
  } else {
    complete = Buffer.byteLength(body, 'binary') === Number(headers['content-length'] ?? NaN)
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: Buffer.from(body, 'binary').toString('utf8'), complete }
}

export function open(port: number, firstPart: string) {
  const socket = net.connect(port, '127.0.0.1')
  socket.setEncoding('binary')
  let received = ''
  let closedAt = 0
  socket.on('data', (chunk: string) => (received += chunk))
  socket.on('error', () => undefined)
  const closed = new Promise<void>((resolve) => socket.on('close', () => ((closedAt = Date.now()), resolve())))
  socket.write(firstPart)
  return {
    send: (rest: string) => void socket.write(rest),
    closed,
    isClosed: () => closedAt > 0,
    received: () => received,
    /** The answer, once the server has closed the connection (null if it sent none). */
    answer: async () => (await closed, parse(received)),
    destroy: () => socket.destroy(),
  }
}

/** True when a new TCP connection to `port` is refused. */
export function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(false)))
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'))
  })
}
