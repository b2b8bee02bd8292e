// `npm run bench:cluster`: the scale-out shape under load, side by side in one run on this machine.
// It starts the cluster of the cluster test stage (scripts/tooling/cluster.mjs: PostgreSQL, Redis,
// s3rver, two instances, nginx) plus a third instance on the same build and database without
// REDIS_URL (Next's file cache) behind an nginx of its own, then prints beside the targets:
// - req/s and p99 of a cached page through nginx, Redis-backed pair vs the file-cache instance
//   (nginx's own page cache is off for this: SHARED_CACHE_SECONDS=0, so the instances answer);
// - the time from a save on one instance to the edit on the other (BENCH_SAVES saves, default 20);
// - the RSS of each instance after the load.
//   BENCH_PATH (default /product-detail/…, the first product), BENCH_DURATION (default 15s)
import { mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startCluster } from '../tooling/cluster.mjs'
import { startNginx, trustCa } from '../tooling/nginx.mjs'
import { startServer } from '../tooling/server.mjs'
import { assertWrkInstalled, runWrk } from '../tooling/wrk.mjs'

assertWrkInstalled()
const duration = process.env.BENCH_DURATION || '15s'
const saves = Number(process.env.BENCH_SAVES) || 20
const headers = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36', 'accept-encoding': 'gzip' }
const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-cluster-'))
const admin = { email: 'admin@example.com', password: 'test-admin-password' }

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024
const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]

async function json(url, init) {
  const response = await fetch(url, init)
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: HTTP ${response.status}`)
  return response.json()
}

console.log('Starting the cluster (PostgreSQL, Redis, S3, two instances, nginx; one build) …')
const cluster = await startCluster({ dir, env: { SHARED_CACHE_SECONDS: '0' }, log: () => undefined })
const servers = []
try {
  // Instance B's folder and build, served without REDIS_URL: Next's file cache.
  const fileCacheEnv = { ...cluster.env, REDIS_URL: '', SHARED_CACHE_SECONDS: '0', NODE_ENV: 'production', PAYLOAD_CONFIG_PATH: 'src/cms/payload.config.ts' }
  const single = await startServer({ cwd: cluster.folders.b, script: 'server/serve.mjs', env: fileCacheEnv, logFile: path.join(dir, 'file-cache.log'), log: () => undefined })
  servers.push(single)
  const singleNginx = await startNginx({ upstreams: [single.port], log: () => undefined })
  servers.push({ stop: singleNginx.stop })
  // It serves TLS with a certificate of its run's own CA (wrk does not check it; the cluster's is trusted already).
  trustCa(singleNginx.caFile)

  const { token } = await json(`${cluster.a.baseUrl}/api/cms/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(admin) })
  const auth = { Authorization: `JWT ${token}` }
  const { docs } = await json(`${cluster.a.baseUrl}/api/cms/products?limit=1&depth=0&sort=id`, { headers: auth })
  const pagePath = process.env.BENCH_PATH || `/product-detail/${docs[0].customizeUrl ?? docs[0].id}`

  // Warm every cache, then load the pair and the single instance in turn, twice each.
  for (const url of [cluster.nginx.url, singleNginx.url]) for (let n = 0; n < 4; n++) await fetch(url + pagePath, { headers }).then((r) => r.arrayBuffer())
  const pair = []
  const file = []
  for (let round = 0; round < 2; round++) {
    pair.push(runWrk(cluster.nginx.url + pagePath, { headers, duration }))
    file.push(runWrk(singleNginx.url + pagePath, { headers, duration }))
  }
  const rss = { a: rssMb(cluster.a.pid), b: rssMb(cluster.b.pid), file: rssMb(single.pid) }

  const shown = []
  for (let n = 0; n < saves; n++) {
    const [writer, reader] = n % 2 === 0 ? [cluster.a.baseUrl, cluster.b.baseUrl] : [cluster.b.baseUrl, cluster.a.baseUrl]
    await fetch(reader + pagePath, { headers }).then((r) => r.arrayBuffer())
    const title = `bench-${n}-${Date.now().toString(36)}`
    const saved = Date.now()
    await json(`${writer}/api/cms/products/${docs[0].id}?locale=zh`, { method: 'PATCH', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ firstTitle: title }) })
    while (!(await fetch(reader + pagePath, { headers }).then((r) => r.text())).includes(title)) {
      if (Date.now() - saved > 10_000) throw new Error(`save ${n} had not reached the other instance after 10 s`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    shown.push(Date.now() - saved)
  }

  const best = (runs) => runs.reduce((x, y) => (y.requestsPerSecond > x.requestsPerSecond ? y : x))
  const [p, f] = [best(pair), best(file)]
  const ratio = p.requestsPerSecond / f.requestsPerSecond
  const row = (name, figure, target, ok) => console.log(`${name.padEnd(58)} ${figure.padStart(22)}   ${target.padEnd(14)} ${ok ? 'ok' : 'MISSED'}`)
  console.log(`\n${pagePath} through nginx, wrk -t2 -c50 -d${duration}, best of 2 runs each, on ${os.cpus().length} cores:`)
  row('two instances on Redis: req/s', p.requestsPerSecond.toFixed(0), '', true)
  row('one instance on the file cache: req/s', f.requestsPerSecond.toFixed(0), '', true)
  row('ratio Redis pair / file-cache instance', `${ratio.toFixed(2)}×`, '≥ 0.8×', ratio >= 0.8)
  row('p99 at 50 connections, Redis pair (file cache)', `${p.p99.toFixed(0)} ms (${f.p99.toFixed(0)} ms)`, '≤ 150 ms', p.p99 <= 150)
  row(`save → shown on the other instance, ${saves} saves: median`, `${median(shown)} ms`, '≤ 500 ms', median(shown) <= 500)
  row('… max', `${Math.max(...shown)} ms`, '≤ 2000 ms', Math.max(...shown) <= 2000)
  row('RSS after the load: A, B (file-cache instance)', `${rss.a.toFixed(0)}, ${rss.b.toFixed(0)} MB (${rss.file.toFixed(0)} MB)`, '≤ 400 MB', Math.max(rss.a, rss.b) <= 400)
} finally {
  for (const server of servers.reverse()) await server.stop()
  await cluster.stop()
}
