// `npm run bench:csp`: what the pages' Content Security Policy (server/secure-response.ts)
// costs a cached page. Two production servers on one build and database, one with the policy
// and one without (SECURITY_CSP=0), are loaded in turn by `wrk -t2 -c50 -d10s` on the same
// cached page (gzip, a desktop browser's user agent), on/off/on/off…, and the median run of each
// is compared: requests per second, p99, and the ratio against the target (≥ 0.9×).
// It also times, in process, the one-off work of a page version's first answer (read and hash
// its scripts) and what the hook adds to every later answer.
//
//   BASE_URL=…            a running server with the policy (else one is started on a fresh demo database)
//   BASE_URL_WITHOUT_CSP  a running server without it (else server/serve.ts is started with SECURITY_CSP=0,
//                         on this process's DATABASE_URI, MEDIA_DIR and PAYLOAD_SECRET: give those of BASE_URL's server)
//   BENCH_PATH            the page (default /mdm); BENCH_DURATION (default 10s); BENCH_ROUNDS (default 3)
import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import { startServer } from '../tooling/server.mjs'
import { createSecurity } from '../../server/secure-response.ts'
import { createWayOut } from '../../server/way-out.ts'
import { inlineScriptHashes } from '../../server/security-headers.ts'
import { assertWrkInstalled, runWrk } from '../tooling/wrk.mjs'

const target = 0.9
const pagePath = process.env.BENCH_PATH || '/mdm'
const duration = process.env.BENCH_DURATION || '10s'
const rounds = Number(process.env.BENCH_ROUNDS) || 3
const desktopUserAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const headers = { 'user-agent': desktopUserAgent, 'accept-encoding': 'gzip, deflate, br' }

assertWrkInstalled()

const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-csp-'))
const servers = []
let withCsp = process.env.BASE_URL
let withoutCsp = process.env.BASE_URL_WITHOUT_CSP
try {
  if (!withCsp) {
    console.log('Starting the production server on a fresh demo database …')
    process.env.DATABASE_URI = `file:${dir}/site.db`
    process.env.MEDIA_DIR = `${dir}/media`
    process.env.PAYLOAD_SECRET ||= 'bench'
    servers.push(await startServer({ logFile: path.join(dir, 'server.log') }))
    withCsp = servers[0].baseUrl
  }
  if (!withoutCsp) {
    // Same build, same database (the environment this process was given), policy off.
    const server = await startServer({ script: 'server/serve.ts', env: { SECURITY_CSP: '0', NODE_ENV: 'production', PAYLOAD_CONFIG_PATH: 'src/cms/payload.config.ts' }, logFile: path.join(dir, 'server-without-csp.log') })
    servers.push(server)
    withoutCsp = server.baseUrl
  }

  const on = await checkPage(withCsp, true)
  await checkPage(withoutCsp, false)
  const results = { on: [], off: [] }
  for (let round = 1; round <= rounds; round++) {
    results.on.push(runOn(withCsp))
    results.off.push(runOn(withoutCsp))
  }
  // The median run: the machine may be shared, and a burst of other work slows single runs.
  const median = (runs) => [...runs].sort((x, y) => x.requestsPerSecond - y.requestsPerSecond)[Math.floor(runs.length / 2)]
  const [a, b] = [median(results.on), median(results.off)]
  const ratio = a.requestsPerSecond / b.requestsPerSecond
  console.log(`\n${pagePath}, wrk -t2 -c50 -d${duration}, gzip, median of ${rounds} alternating runs each`)
  console.log('server            req/s      p50 (ms)   p99 (ms)   runs (req/s)')
  const row = (name, run, runs) =>
    console.log(`${name.padEnd(18)}${run.requestsPerSecond.toFixed(0).padStart(6)}   ${run.p50.toFixed(2).padStart(9)}   ${run.p99.toFixed(2).padStart(8)}   ${runs.map((each) => each.requestsPerSecond.toFixed(0)).join(', ')}`)
  row('CSP on', a, results.on)
  row('CSP off', b, results.off)
  console.log(`ratio on/off: ${ratio.toFixed(3)}× (target ≥ ${target}×) ${ratio >= target ? '✓' : '✗'}`)
  console.log(`policy header: ${on.policyBytes} bytes, ${on.hashes} script hashes`)

  // The one-off work of a page version's first answer: decompress, find and hash its inline scripts.
  const html = on.html
  const repeats = 200
  const started = performance.now()
  for (let index = 0; index < repeats; index++) inlineScriptHashes(html)
  console.log(`first answer of a page version: ${((performance.now() - started) / repeats).toFixed(2)} ms to hash the inline scripts of ${(html.length / 1024).toFixed(0)} kB of HTML (then remembered by ETag)`)
  const hookOn = hookMicroseconds(true, html)
  const hookOff = hookMicroseconds(false, html)
  console.log(`the hook per cached answer, in process: ${hookOn.toFixed(1)} µs with the policy, ${hookOff.toFixed(1)} µs without (the other security headers)`)
  if (ratio < target) process.exitCode = 1
} finally {
  for (const server of servers.reverse()) await server.stop()
}

/** Warms the page and checks that it is the cached page, with (or without) its policy. */
async function checkPage(baseUrl, policyExpected) {
  let response
  for (let attempt = 0; attempt < 3; attempt++) {
    response = await fetch(new URL(pagePath, baseUrl), { headers: { 'user-agent': desktopUserAgent } })
    await response.text()
  }
  const policy = response.headers.get('content-security-policy')
  if (response.status !== 200 || response.headers.get('x-nextjs-cache') !== 'HIT') {
    throw new Error(`${baseUrl}${pagePath}: HTTP ${response.status}, x-nextjs-cache ${response.headers.get('x-nextjs-cache')}: not a cached page`)
  }
  if (Boolean(policy) !== policyExpected) throw new Error(`${baseUrl}: a policy was ${policyExpected ? 'expected' : 'not expected'}`)
  const html = await (await fetch(new URL(pagePath, baseUrl), { headers: { 'user-agent': desktopUserAgent, 'accept-encoding': 'identity' } })).text()
  return { html, policyBytes: policy?.length ?? 0, hashes: (policy?.match(/'sha256-/g) ?? []).length }
}

/**
 * What server/secure-response.ts adds to a cached page's answer, without the network and
 * Next (whose figures on a shared machine vary more than this whole cost): µs per answer.
 */
function hookMicroseconds(csp, html) {
  const wayOut = createWayOut({ pageCache: null, fallback: false, redirectQuery: false, sharedSeconds: null, security: createSecurity({ csp }) })
  const answers = 50_000
  let started = 0
  for (let index = -1; index < answers; index++) {
    if (index === 0) started = performance.now() // the first answer (hashes worked out) is left out
    const req = new IncomingMessage(new Socket())
    Object.assign(req, { url: pagePath, method: 'GET', headers: {} })
    const res = new ServerResponse(req)
    Object.assign(res, { writeHead: () => res, write: () => true, end: () => res })
    wayOut(req, res, () => {})
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('ETag', '"page-version"')
    res.writeHead(200)
    res.end(html)
  }
  return ((performance.now() - started) * 1000) / answers
}

function runOn(baseUrl) {
  return runWrk(new URL(pagePath, baseUrl).toString(), { headers, duration })
}
