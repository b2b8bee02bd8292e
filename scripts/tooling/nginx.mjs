// nginx (Debian package) in front of app instances for the tests and benches, with the very
// server block the deployment guide gives (deploy/nginx-site.conf): only its ports and paths are
// replaced. Runs in the foreground of its own process group, logs to a file, stopped by pid.
import { spawn } from 'node:child_process'
import { chmodSync, closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { freePort } from './postgres.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
export const siteConfigFile = path.join(ROOT, 'deploy', 'nginx-site.conf')

/** The deployment guide's server block, listening on `port` in front of `upstreams` (ports). */
export function siteConfig({ port, upstreams, cacheDir }) {
  const example = readFileSync(siteConfigFile, 'utf8')
  const servers = upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=5s;`).join('\n')
  const config = example
    .replaceAll(/proxy_cache_path \/var\/cache\/nginx\/(site-\w+) /g, (_, name) => `proxy_cache_path ${path.join(cacheDir, name)} `)
    .replace(/(\n {4}server 127\.0\.0\.1:\d+ [^\n]*)+/, `\n${servers}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
  if (config.includes('/var/cache/nginx') || !config.includes(`listen 127.0.0.1:${port};`)) {
    throw new Error(`${siteConfigFile} no longer has the lines the tests replace (cache path, upstream servers, listen)`)
  }
  return config
}

const canConnect = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() && true))
    socket.on('error', () => resolve(false))
  })

/**
 * @param {{ upstreams: number[], port?: number, log?: (line: string) => void }} options
 * @returns {Promise<{ url: string, port: number, pid: number, dir: string, stop(): void }>}
 */
export async function startNginx({ upstreams, port: wantedPort, log = console.log }) {
  const nginx = await runNginx(wantedPort, (port, dir) => siteConfig({ port, upstreams, cacheDir: path.join(dir, 'cache') }))
  log(`nginx on 127.0.0.1:${nginx.port} in front of ${upstreams.map((upstream) => `:${upstream}`).join(', ')}`)
  return nginx
}

/**
 * nginx serving files as they are (the benches' reference for the app's speed): each of `files`
 * at its own location with its Content-Type, and `file`.gz, when there is one, to clients that
 * accept gzip (gzip_static). `workers` (default 2) and `accessLog` (a buffered access log, as a
 * production nginx keeps one; default off) make it the bench's fair reference for one app process.
 * @param {{ files: { location: string, file: string, contentType: string }[], port?: number, workers?: number, accessLog?: boolean }} options
 */
export function startFileNginx({ files, port: wantedPort, workers = 2, accessLog = false }) {
  return runNginx(wantedPort, (port, dir) =>
    [
      'server {',
      `  listen 127.0.0.1:${port};`,
      accessLog ? `  access_log ${path.join(dir, 'access.log')} combined buffer=64k flush=1s;` : '',
      '  gzip_static on;',
      '  etag off;',
      ...files.map(({ location, file, contentType }) => `  location = ${location} { types { } default_type "${contentType}"; alias ${file}; }`),
      '}',
      '',
    ].join('\n'),
    workers,
  )
}

async function runNginx(wantedPort, serverBlock, workers = 2) {
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
      `worker_processes ${workers};`,
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
