// nginx (Debian package) in front of app instances for the tests and benches, with the very
// server blocks the deployment guide gives (deploy/nginx-site.conf): only their ports, paths and
// certificate are replaced. The certificate is made at start by a CA of the run's own (`openssl`).
// Runs in the foreground of its own process group, logs to a file, stopped by pid.
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import tls from 'node:tls'
import { fileURLToPath } from 'node:url'

import { freePort } from './postgres.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
export const siteConfigFile = path.join(ROOT, 'deploy', 'nginx-site.conf')

/**
 * The deployment guide's server blocks: TLS on `port`, plain HTTP (its 301 to HTTPS) on
 * `httpPort`, each also on a unix socket of `sockets` when given (the Observatory scan reaches
 * them from a network namespace of its own: scripts/tooling/observatory.mjs), with `certificate`.
 */
export function siteConfig({ port, httpPort, upstreams, cacheDir, certificate, sockets }) {
  const example = readFileSync(siteConfigFile, 'utf8')
  const servers = upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=5s;`).join('\n')
  const listen = (address, extra = '') => [`listen 127.0.0.1:${address}${extra};`, ...(sockets ? [`listen unix:${address === port ? sockets.https : sockets.http}${extra};`] : [])].join('\n    ')
  const config = example
    .replaceAll(/proxy_cache_path \/var\/cache\/nginx\/(site-\w+) /g, (_, name) => `proxy_cache_path ${path.join(cacheDir, name)} `)
    .replace(/(\n {4}server 127\.0\.0\.1:\d+ [^\n]*)+/, `\n${servers}`)
    .replace(/listen 80;/, listen(httpPort))
    .replace(/listen 443 ssl http2;/, listen(port, ' ssl http2'))
    .replace('/etc/ssl/site/fullchain.pem', certificate.cert)
    .replace('/etc/ssl/site/privkey.pem', certificate.key)
  const replaced = [`listen 127.0.0.1:${port} ssl http2;`, `listen 127.0.0.1:${httpPort};`, certificate.cert, certificate.key].every((part) => config.includes(part))
  if (config.includes('/var/cache/nginx') || config.includes('/etc/ssl/site') || !replaced) {
    throw new Error(`${siteConfigFile} no longer has the lines the tests replace (cache path, upstream servers, listen, certificate)`)
  }
  return config
}

/**
 * A CA of this run and a certificate it signed for localhost and 127.0.0.1 (ECDSA P-256, two days),
 * made with `openssl` in `dir`: what a client must trust is `ca`.
 * @returns {{ ca: string, cert: string, key: string }}
 */
export function makeTestCertificate(dir) {
  mkdirSync(dir, { recursive: true })
  const file = (name) => path.join(dir, name)
  writeFileSync(file('site.ext'), 'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1\nbasicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\n')
  const steps = [
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', file('ca.key'), '-out', file('ca.pem'), '-days', '2', '-subj', '/CN=Rugged test CA',
      '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign'],
    ['req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', file('site.key'), '-out', file('site.csr'), '-subj', '/CN=localhost'],
    ['x509', '-req', '-in', file('site.csr'), '-CA', file('ca.pem'), '-CAkey', file('ca.key'), '-CAcreateserial', '-out', file('site.pem'), '-days', '2', '-extfile', file('site.ext')],
  ]
  for (const args of steps) {
    const run = spawnSync('openssl', args, { encoding: 'utf8' })
    if (run.status !== 0) throw new Error(`openssl ${args[0]} failed: ${run.stderr || run.error?.message}`)
  }
  return { ca: file('ca.pem'), cert: file('site.pem'), key: file('site.key') }
}

/** Makes this process's HTTPS clients (fetch) trust `caFile` besides the system's CAs (Node 22.15+). */
export function trustCa(caFile) {
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), readFileSync(caFile, 'utf8')])
}

const canConnect = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() && true))
    socket.on('error', () => resolve(false))
  })

/**
 * nginx with the site's TLS server on `port` (its `url`, https) and the plain HTTP server on
 * `httpPort` (`httpUrl`, which answers 301 to HTTPS), both also on unix sockets (`sockets`); the
 * test CA that signed its certificate is `caFile`.
 * @param {{ upstreams: number[], port?: number, httpPort?: number, log?: (line: string) => void }} options
 */
export async function startNginx({ upstreams, port: wantedPort, httpPort: wantedHttpPort, log = console.log }) {
  const httpPort = wantedHttpPort ?? (await freePort())
  let files = /** @type {{ certificate: { ca: string, cert: string, key: string }, sockets: { http: string, https: string } } | null} */ (null)
  const nginx = await runNginx(wantedPort, (port, dir) => {
    files = { certificate: makeTestCertificate(path.join(dir, 'tls')), sockets: { http: path.join(dir, 'http.sock'), https: path.join(dir, 'https.sock') } }
    return siteConfig({ port, httpPort, upstreams, cacheDir: path.join(dir, 'cache'), ...files })
  })
  const { certificate, sockets } = /** @type {NonNullable<typeof files>} */ (files)
  log(`nginx on https://127.0.0.1:${nginx.port} (plain HTTP :${httpPort}) in front of ${upstreams.map((upstream) => `:${upstream}`).join(', ')}`)
  return { ...nginx, url: `https://127.0.0.1:${nginx.port}`, httpUrl: `http://127.0.0.1:${httpPort}`, httpPort, caFile: certificate.ca, sockets }
}

/**
 * nginx serving files as they are (the benches' reference for the app's speed): each of `files`
 * at its own location with its Content-Type, and `file`.gz, when there is one, to clients that
 * accept gzip (gzip_static).
 * @param {{ files: { location: string, file: string, contentType: string }[], port?: number }} options
 */
export function startFileNginx({ files, port: wantedPort }) {
  return runNginx(wantedPort, (port) =>
    [
      'server {',
      `  listen 127.0.0.1:${port};`,
      '  gzip_static on;',
      '  etag off;',
      ...files.map(({ location, file, contentType }) => `  location = ${location} { types { } default_type "${contentType}"; alias ${file}; }`),
      '}',
      '',
    ].join('\n'),
  )
}

async function runNginx(wantedPort, serverBlock) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nginx-test-'))
  // Run as root, nginx's workers drop to `nobody`, which must write its temp and cache folders.
  chmodSync(dir, 0o777)
  for (const sub of ['cache', 'temp']) mkdirSync(path.join(dir, sub), { mode: 0o777 })
  const port = wantedPort ?? (await freePort())
  writeFileSync(path.join(dir, 'site.conf'), serverBlock(port, dir))
  const temp = (name) => `${name}_temp_path ${path.join(dir, 'temp', name)};`
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 2;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  )
  const out = openSync(path.join(dir, 'output.log'), 'a')
  const child = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    detached: true,
    stdio: ['ignore', out, out],
  })
  closeSync(out)
  let exited = false
  child.on('exit', () => (exited = true))
  child.on('error', () => (exited = true))
  const stop = () => {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), 'SIGKILL')
    } catch {}
    rmSync(dir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 10_000
  while (!(await canConnect(port))) {
    if (exited || Date.now() > deadline) {
      const output = readFileSync(path.join(dir, 'output.log'), 'utf8') + readFileSync(path.join(dir, 'error.log'), 'utf8').slice(-2000)
      stop()
      throw new Error(`nginx did not start:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url: `http://127.0.0.1:${port}`, port, pid: /** @type {number} */ (child.pid), dir, stop }
}
