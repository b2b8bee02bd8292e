export const siteConfigFile: string
export function siteConfig(options: { port: number; upstreams: number[]; cacheDir: string }): string
export function startNginx(options: { upstreams: number[]; port?: number; log?: (line: string) => void }): Promise<{ url: string; port: number; pid: number; dir: string; stop(): void }>
export function startFileNginx(options: { files: { location: string; file: string; contentType: string }[]; port?: number }): Promise<{ url: string; port: number; pid: number; dir: string; stop(): void }>
