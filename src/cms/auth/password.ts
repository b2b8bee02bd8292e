import { AuthenticationError, type PayloadRequest } from 'payload'

/** Context of the sign-ins below: they are checks, not anyone signing in (src/cms/audit/hooks.ts). */
const checkOnly = { 'audit.skip': true }

/**
 * Whether `password` is the current one of the account `email`, asked of Payload's own sign-in
 * (the local API's `login`), so that its password format is Payload's business. That sign-in opens
 * a session no one holds: it is ended at once, as Payload's own sign-out ends one (the account's
 * row without it). In a password change the check runs in the update's transaction (PostgreSQL),
 * so a rollback takes both back.
 */
export async function isCurrentPassword(req: PayloadRequest, email: string, password: string): Promise<boolean> {
  if (!password) return false
  let token: string | undefined
  try {
    ;({ token } = await req.payload.login({ collection: 'users', data: { email, password }, req: { transactionID: req.transactionID }, context: checkOnly }))
  } catch (error) {
    if (error instanceof AuthenticationError) return false
    throw error
  }
  await endSession(req, email, token)
  return true
}

type WithSessions = { id: number; sessions?: { id: string }[] | null }

/** Ends the session a token names (its `sid` claim; the token never leaves this module, so it is read, not verified). */
async function endSession(req: PayloadRequest, email: string, token: string | undefined): Promise<void> {
  const claims = token ? (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid?: unknown }) : {}
  if (typeof claims.sid !== 'string') return
  const stored = await req.payload.db.findOne<WithSessions>({ collection: 'users', req, where: { email: { equals: email } } })
  const sessions = stored?.sessions ?? []
  if (!stored || !sessions.some((session) => session.id === claims.sid)) return
  await req.payload.db.updateOne({ collection: 'users', id: stored.id, data: { sessions: sessions.filter((session) => session.id !== claims.sid) }, req, returning: false })
}

/**
 * Spends the time a real password check takes, so that a refusal without one (an unknown e-mail,
 * an address over its limit for an account) comes back no sooner: Payload's own sign-in checks a
 * random password against the first account, and refuses it after hashing it as it hashes every
 * password. Nothing is written (a refused sign-in changes nothing: no account lock, maxLoginAttempts 0).
 */
export async function checkAPasswordForNothing(req: PayloadRequest): Promise<void> {
  const { docs } = await req.payload.find({ collection: 'users', depth: 0, limit: 1, sort: 'id', pagination: false, overrideAccess: true, select: { email: true } })
  const email = docs[0]?.email
  if (!email) return
  try {
    await req.payload.login({ collection: 'users', data: { email, password: randomPassword() }, context: checkOnly })
  } catch (error) {
    if (!(error instanceof AuthenticationError)) throw error
  }
}

const randomPassword = () => crypto.randomUUID() + crypto.randomUUID()
