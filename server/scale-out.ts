// Scale-out mode: several instances behind a load balancer, which share a cache through Redis
// (REDIS_URL). Whatever one instance signs or stores, the others must be able to read.

type Env = Record<string, string | undefined>

/** True when this instance is one of several (they share a cache through Redis). */
export function isScaleOut(env: Env = process.env): boolean {
  return Boolean(env.REDIS_URL)
}

/**
 * Why this instance must not start, or null: a REDIS_URL that is no Redis address, or no
 * PAYLOAD_SECRET (a generated one differs per instance, so an admin session made on one would be
 * refused by the next).
 */
export function scaleOutRefusal(env: Env = process.env): string | null {
  if (!isScaleOut(env)) return null
  // The cache handler could not connect to anything else, and every page would fail.
  if (!/^rediss?:\/\/./.test(env.REDIS_URL ?? '')) return `REDIS_URL must be a redis:// or rediss:// address, not "${env.REDIS_URL}".`
  if (env.PAYLOAD_SECRET) return null
  return (
    'REDIS_URL is set, so this instance is one of several, but PAYLOAD_SECRET is not: each instance ' +
    'would generate its own, and an admin signed in on one would be signed out by the next. Set the ' +
    'same long random PAYLOAD_SECRET on every instance (for example the output of `openssl rand -hex 32`).'
  )
}

/** Exits with the reason when this instance must not start (the entry scripts call it first). */
export function refuseUnsafeScaleOut(env: Env = process.env): void {
  const refusal = scaleOutRefusal(env)
  if (!refusal) return
  console.error(`✖ Not starting: ${refusal}`)
  process.exit(1)
}
