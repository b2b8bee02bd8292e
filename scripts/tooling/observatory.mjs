// Mozilla's HTTP Observatory (`@mdn/mdn-http-observatory`, a devDependency) against the site as
// nginx serves it (scripts/tooling/nginx.mjs): its grade and score, and each test's outcome.
//
// The scanner takes a host name only, and asks it on the standard ports (http on 80, https on
// 443: its `scan()` passes no port on to its retriever). So it runs in a network namespace of
// its own (`unshare -rn`: a user namespace maps this user to root there, no privilege needed on
// the machine), where a small forwarder (./observatory-netns.mjs) listens on 80 and 443 of that
// namespace's loopback and passes each connection, as bytes, to nginx's unix sockets of the same
// two servers: the TLS handshake is between the scanner and nginx. The host is `localhost`, which
// the certificate names; the scanner trusts the run's CA through NODE_EXTRA_CA_CERTS.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const packageDir = path.join(ROOT, 'node_modules', '@mdn', 'mdn-http-observatory')

/**
 * The package's postinstall downloads Chromium's HSTS preload list into conf/hsts-preload.json,
 * which its HSTS and redirection tests read; no machine of this project reaches the internet, so
 * the file may be missing. The scanned host (localhost) is in no preload list: an empty list
 * answers for it exactly as the real one would. A real list, when present, is left alone.
 */
function ensurePreloadList() {
  const file = path.join(packageDir, 'conf', 'hsts-preload.json')
  if (!existsSync(file)) writeFileSync(file, '{}\n')
}

/**
 * @param {{ sockets: { http: string, https: string }, caFile: string, timeoutMs?: number }} nginx
 * @returns {Promise<{ grade: string, score: number, testsPassed: number, testsQuantity: number, tests: Record<string, { pass: boolean, result: string, scoreModifier: number }> }>}
 */
export async function observatoryScan({ sockets, caFile, timeoutMs = 60_000 }) {
  if (!existsSync(path.join(packageDir, 'src', 'scan.js'))) throw new Error('@mdn/mdn-http-observatory is not installed (npm ci installs it: a devDependency)')
  const ip = spawnSync('sh', ['-c', 'command -v ip || ls /usr/sbin/ip /sbin/ip 2>/dev/null | head -1'], { encoding: 'utf8' }).stdout.trim().split('\n')[0]
  if (!ip) throw new Error('`ip` (iproute2) is needed to bring up the scan namespace’s loopback')
  ensurePreloadList()
  const inner = [process.execPath, path.join(ROOT, 'scripts', 'tooling', 'observatory-netns.mjs'), sockets.http, sockets.https, path.join(packageDir, 'src', 'scan.js'), 'localhost']
  const quoted = inner.map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ')
  const child = spawn('unshare', ['-rn', 'sh', '-c', `${ip} link set lo up && exec ${quoted}`], {
    // The scanner's own time limit for all its requests (10 s by default) counts from its start.
    env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile, ABORT_TIMEOUT: String(timeoutMs - 5_000), CLIENT_TIMEOUT: String(timeoutMs - 10_000) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  child.stdout.on('data', (chunk) => (out += chunk))
  child.stderr.on('data', (chunk) => (err += chunk))
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
  const code = await new Promise((resolve) => child.on('close', resolve))
  clearTimeout(timer)
  let report
  try {
    report = JSON.parse(out.slice(out.indexOf('{')))
  } catch {
    throw new Error(`the Observatory scan gave no report (exit ${code}):\n${out.slice(-2000)}\n${err.slice(-2000)}`)
  }
  if (report.error || !report.scan) throw new Error(`the Observatory scan failed: ${report.error ?? JSON.stringify(report).slice(0, 500)}`)
  const { grade, score, testsPassed, testsQuantity } = report.scan
  return { grade, score, testsPassed, testsQuantity, tests: report.tests }
}
