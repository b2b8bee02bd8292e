export function trustedProxyHops(value: string | undefined): number
export function clientIp(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, hops: number): string
