export const siteConfigFile: string
export function siteConfig(options: {
  port: number
  httpPort: number
  upstreams: number[]
  cacheDir: string
  certificate: { cert: string; key: string }
  sockets?: { http: string; https: string }
}): string
export function makeTestCertificate(dir: string): { ca: string; cert: string; key: string }
export function trustCa(caFile: string): void
export function startNginx(options: { upstreams: number[]; port?: number; httpPort?: number; log?: (line: string) => void }): Promise<{
  /** The TLS server: https://127.0.0.1:port */
  url: string
  /** The plain HTTP server, which answers 301 to HTTPS. */
  httpUrl: string
  port: number
  httpPort: number
  /** The CA of this run that signed nginx's certificate (for NODE_EXTRA_CA_CERTS or trustCa). */
  caFile: string
  /** Both servers on unix sockets too (the Observatory scan's way in). */
  sockets: { http: string; https: string }
  pid: number
  dir: string
  stop(): void
}>
export function startFileNginx(options: { files: { location: string; file: string; contentType: string }[]; port?: number }): Promise<{ url: string; port: number; pid: number; dir: string; stop(): void }>
