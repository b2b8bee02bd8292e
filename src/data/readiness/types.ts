/** One service the instance needs to answer requests; /api/ready runs each configured check. */
export interface ReadinessCheck {
  name: 'database' | 'redis' | 's3'
  /** Throws when the service is unreachable, within about 2 s. */
  check(): Promise<void>
}
