export function isScaleOut(env?: NodeJS.ProcessEnv): boolean
export function scaleOutRefusal(env?: NodeJS.ProcessEnv): string | null
export function refuseUnsafeScaleOut(env?: NodeJS.ProcessEnv): void
