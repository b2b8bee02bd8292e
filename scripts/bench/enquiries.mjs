// Enquiries under load (issue 15 "Enquiries"): POST /api/front/leaveMessage with wrk, distinct
// bodies, each request from its own client address (X-Forwarded-For; the server must run with
// TRUST_PROXY=1) so the per-client limits stay at their defaults and still never cap the bench.
// Every 201's id is then looked up through the CMS API: "0 lost" means all of them are stored.
//
//   node scripts/bench/enquiries.mjs            starts its own server (fresh SQLite database)
//   import { benchEnquiries } from './enquiries.mjs'   (npm run bench:server calls it)
//   BENCH_DURATION (default 20s), BENCH_CONNECTIONS (default 50); BASE_URL (+ BENCH_SERVER_PID)
//   to load a server already running instead
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { assertWrkInstalled } from '../tooling/wrk.mjs'

export const enquiryTargets = { acceptedPerSecond: 500, p99Ms: 100, lost: 0 }
const admin = { email: 'admin@example.com', password: process.env.ADMIN_PASSWORD || 'test-admin-password' }

// Each thread counts its own addresses and bodies; response() keeps the ids of the 201s.
// floor: the body breaks a §5 rule (its e-mail), so the answer is the pipeline's 400 — rate,
// content type, size, JSON and the rules all run, nothing is counted or stored.
const luaScript = (tag, idsFile, floor = false) => `
local threads = {}
local counter = 0
function setup(thread)
  thread:set("tid", #threads + 1)
  table.insert(threads, thread)
end
function init(args)
  ids = {}
  statuses = {}
end
function request()
  counter = counter + 1
  local n = counter
  local ip = string.format("10.%d.%d.%d", tid, math.floor(n / 256) % 256, n % 256)
  local body = string.format('{"content":"bench ${tag} %d-%d","email":"b${tag}x%dx%d${floor ? '' : '@example.com'}","language":"en"}', tid, n, tid, n)
  return wrk.format("POST", nil, { ["Content-Type"] = "application/json", ["X-Forwarded-For"] = ip }, body)
end
function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
  if status == 201 then
    local id = string.match(body, '"id":(%d+)')
    if id then table.insert(ids, id) end
  end
end
function done(summary, latency, requests)
  local f = io.open("${idsFile}", "w")
  for _, thread in ipairs(threads) do
    f:write("ids ", table.concat(thread:get("ids"), ","), "\\n")
    for status, count in pairs(thread:get("statuses")) do f:write("status ", status, " ", count, "\\n") end
  end
  f:close()
end
`

/** CPU time (user + system, ms) the process has used so far: clock ticks of /proc/PID/stat. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks
}

const milliseconds = (value, unit) => Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit]

async function storedIds(baseUrl, ids) {
  // Once more on a socket error: a kept-alive connection of an earlier call may have timed out on
  // the server's side just as this POST reuses it (fetch retries only idempotent requests itself).
  const signIn = () => fetch(`${baseUrl}/api/cms/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(admin) })
  const login = await signIn().catch(signIn)
  if (!login.ok) throw new Error(`admin login: HTTP ${login.status}`)
  const { token } = await login.json()
  const found = new Set()
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500)
    const query = chunk.map((id, n) => `where[id][in][${n}]=${id}`).join('&')
    const answer = await fetch(`${baseUrl}/api/cms/enquiries?${query}&limit=${chunk.length}&depth=0&select[id]=true`, { headers: { Authorization: `JWT ${token}` } })
    if (!answer.ok) throw new Error(`enquiries lookup: HTTP ${answer.status}`)
    for (const doc of (await answer.json()).docs) found.add(String(doc.id))
  }
  return found
}

/** One wrk run of the Lua script; the answers by status, the 201s' ids, p99 and the server's CPU. */
function runWrk({ baseUrl, connections, duration, pid, floor }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-enquiries-'))
  const idsFile = path.join(dir, 'ids.txt')
  writeFileSync(path.join(dir, 'post.lua'), luaScript(Date.now().toString(36), idsFile, floor))
  const cpuBefore = pid ? cpuMs(pid) : NaN
  const run = spawnSync('wrk', ['-t2', `-c${connections}`, `-d${duration}`, '--latency', '-s', path.join(dir, 'post.lua'), `${baseUrl}/api/front/leaveMessage`], { encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr}`)
  const out = run.stdout
  const cpuUsed = pid ? cpuMs(pid) - cpuBefore : NaN
  const seconds = Number(/requests in ([\d.]+)(s|m)/.exec(out)?.[1]) * (/requests in [\d.]+m/.test(out) ? 60 : 1)
  const p99 = /^\s+99%\s+([\d.]+)(us|ms|s)/m.exec(out)
  const lines = readFileSync(idsFile, 'utf8').split('\n')
  const ids = lines.filter((line) => line.startsWith('ids ')).flatMap((line) => line.slice(4).split(',').filter(Boolean))
  const statuses = {}
  for (const line of lines.filter((l) => l.startsWith('status '))) {
    const [, status, count] = line.split(' ')
    statuses[status] = (statuses[status] ?? 0) + Number(count)
  }
  const answers = Object.values(statuses).reduce((sum, count) => sum + count, 0)
  return { ids, statuses, answers, seconds, cpuUsed, p99Ms: p99 ? milliseconds(p99[1], p99[2]) : NaN }
}

/**
 * @param {{ baseUrl: string, connections?: number, duration?: string, pid?: number }} options
 *   pid: the server's process, to report its CPU time per accepted enquiry (a figure that the
 *   other work on a shared machine disturbs far less than the rate), and beside it the CPU per
 *   answer of the pipeline's own floor (a body the rules refuse: a second, shorter run)
 * @returns {Promise<{ figures: Record<string, number>, targets: typeof enquiryTargets, ok: boolean }>}
 */
export async function benchEnquiries({ baseUrl, connections = 50, duration = '20s', pid }) {
  assertWrkInstalled()
  const run = runWrk({ baseUrl, connections, duration, pid })
  const floor = pid ? runWrk({ baseUrl, connections, duration: '10s', pid, floor: true }) : null
  const { ids, statuses } = run
  const stored = await storedIds(baseUrl, ids)
  const figures = {
    acceptedPerSecond: ids.length / run.seconds,
    p99Ms: run.p99Ms,
    accepted: ids.length,
    otherAnswers: run.answers - (statuses['201'] ?? 0),
    lost: ids.filter((id) => !stored.has(id)).length,
    serverCpuMsPerEnquiry: run.cpuUsed / Math.max(1, ids.length),
    floorCpuMsPerAnswer: floor ? floor.cpuUsed / Math.max(1, floor.statuses['400'] ?? 0) : NaN,
    floorAnswersPerSecond: floor ? (floor.statuses['400'] ?? 0) / floor.seconds : NaN,
    floorP99Ms: floor ? floor.p99Ms : NaN,
  }
  const ok = figures.acceptedPerSecond >= enquiryTargets.acceptedPerSecond && figures.p99Ms <= enquiryTargets.p99Ms && figures.lost === 0 && figures.otherAnswers === 0
  return { figures, targets: enquiryTargets, statuses, floorStatuses: floor?.statuses, ok }
}

export function printEnquiries({ figures, targets, statuses, floorStatuses }, connections = 50) {
  const row = (name, figure, target, ok) => console.log(`${name.padEnd(44)} ${figure.padStart(10)}   ${target.padEnd(10)} ${ok ? 'ok' : 'MISSED'}`)
  console.log(`\nPOST /api/front/leaveMessage, wrk -t2 -c${connections}, one client address per request, answers: ${JSON.stringify(statuses)}`)
  row('accepted enquiries per second (201)', figures.acceptedPerSecond.toFixed(0), `≥ ${targets.acceptedPerSecond}`, figures.acceptedPerSecond >= targets.acceptedPerSecond)
  row('p99 latency (ms)', figures.p99Ms.toFixed(1), `≤ ${targets.p99Ms}`, figures.p99Ms <= targets.p99Ms)
  row('answers other than 201', String(figures.otherAnswers), '0', figures.otherAnswers === 0)
  row(`lost (201 but not stored, of ${figures.accepted})`, String(figures.lost), `${targets.lost}`, figures.lost === 0)
  if (Number.isFinite(figures.serverCpuMsPerEnquiry)) {
    const perCore = 1000 / figures.serverCpuMsPerEnquiry
    row('server CPU per accepted enquiry (ms)', figures.serverCpuMsPerEnquiry.toFixed(2), '', true)
    row('  = accepted per second on one free core', perCore.toFixed(0), `≥ ${targets.acceptedPerSecond}`, perCore >= targets.acceptedPerSecond)
  }
  if (Number.isFinite(figures.floorCpuMsPerAnswer)) {
    console.log(`\nenquiry vs the pipeline's own floor (a body the rules refuse, 400; answers: ${JSON.stringify(floorStatuses)})`)
    row('floor: server CPU per 400 answer (ms)', figures.floorCpuMsPerAnswer.toFixed(2), '', true)
    row('floor: answers per second, p99 (ms)', `${figures.floorAnswersPerSecond.toFixed(0)}, ${figures.floorP99Ms.toFixed(1)}`, '', true)
    row('store: enquiry CPU above the floor (ms)', (figures.serverCpuMsPerEnquiry - figures.floorCpuMsPerAnswer).toFixed(2), '', true)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { startServer } = await import('../tooling/server.mjs')
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-enquiries-server-'))
  const connections = Number(process.env.BENCH_CONNECTIONS) || 50
  const baseUrl = process.env.BASE_URL
  const server = baseUrl
    ? null
    : await startServer({
        env: { DATABASE_URI: `file:${dir}/site.db`, MEDIA_DIR: `${dir}/media`, PAYLOAD_SECRET: 'bench-enquiries-secret', ADMIN_PASSWORD: admin.password, TRUST_PROXY: '1' },
        logFile: path.join(dir, 'server.log'),
      })
  try {
    const pid = server?.pid ?? (Number(process.env.BENCH_SERVER_PID) || undefined)
    const result = await benchEnquiries({ baseUrl: baseUrl ?? server.baseUrl, connections, duration: process.env.BENCH_DURATION || '20s', pid })
    printEnquiries(result, connections)
    process.exitCode = result.ok ? 0 : 1
  } finally {
    await server?.stop()
  }
}
