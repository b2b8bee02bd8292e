/**
 * One dependency /api/ready looks at (the load balancer sends traffic only while all answer).
 * Each service has one module exporting `<name>Check: ReadinessCheck | null` (null when the
 * service is not configured); ./index.ts lists them.
 */
export interface ReadinessCheck {
  name: 'database' | 'redis' | 's3'
  /** Resolves when the service answers; throws when it is unreachable, within ~2 s. */
  check(): Promise<void>
}
