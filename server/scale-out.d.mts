export function isScaleOut(env?: Record<string, string | undefined>): boolean
export function scaleOutRefusal(env?: Record<string, string | undefined>): string | null
export function refuseUnsafeScaleOut(env?: Record<string, string | undefined>): void
