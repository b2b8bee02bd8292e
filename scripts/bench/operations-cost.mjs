// What metrics and the JSON request log cost (issue 27), a section of `npm run bench:server`: the
// home page from the page cache, wrk -c50, on the bench's server (METRICS_PORT set, LOG_FORMAT=json)
// and on a twin serving the same build and database without them (BENCH_WITHOUT=request-log,metrics),
// in turn, BENCH_COST_ROUNDS times (default 3). Target: with them ≥ 0.9 × without (the median of
// the rounds' ratios), and the metrics must show the load (the request histogram counted it).
import path from 'node:path'

import { startServer } from '../tooling/server.mjs'
import { runWrkAsync } from '../tooling/wrk.mjs'

const ratioTarget = 0.9

/**
 * @param {{ baseUrl: string, metricsUrl: string, env: Record<string, string>, dir: string, userAgent: string, duration: string, connections: number }} options
 */
export async function benchOperationsCost({ baseUrl, metricsUrl, env, dir, userAgent, duration, connections }) {
  const rounds = Number(process.env.BENCH_COST_ROUNDS) || 3
  const twin = await startServer({
    script: 'server/serve.ts',
    env: { ...env, METRICS_PORT: '', BENCH_WITHOUT: 'request-log,metrics' },
    logFile: path.join(dir, 'server-without-operations.log'),
    log: () => {},
  })
  try {
    const load = (base) => runWrkAsync(`${base}/`, { headers: { 'User-Agent': userAgent }, duration, connections })
    await load(twin.baseUrl) // warm-up of the twin (the bench's server is warm)
    const countBefore = await requestCount(metricsUrl)
    const runs = []
    for (let round = 0; round < rounds; round++) {
      const withOps = await load(baseUrl)
      const withoutOps = await load(twin.baseUrl)
      runs.push({ withOps, withoutOps, ratio: withOps.requestsPerSecond / withoutOps.requestsPerSecond })
    }
    const counted = (await requestCount(metricsUrl)) - countBefore
    const sent = runs.reduce((sum, run) => sum + run.withOps.requests, 0)
    return { runs, counted, sent }
  } finally {
    await twin.stop()
  }
}

/** The request histogram's count over every label, from the metrics listener. */
async function requestCount(metricsUrl) {
  const text = await (await fetch(metricsUrl)).text()
  return text
    .split('\n')
    .filter((line) => line.startsWith('http_server_request_duration_seconds_count{'))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0)
}

export function printOperationsCost({ runs, counted, sent }, connections, duration) {
  const median = [...runs.map((run) => run.ratio)].sort((a, b) => a - b)[Math.floor(runs.length / 2)]
  console.log(`\nMetrics and JSON logs (issue 27): the home page from the page cache, wrk -c${connections} -d${duration}, with them then without, in turn`)
  for (const [index, { withOps, withoutOps, ratio }] of runs.entries()) {
    console.log(`  round ${index + 1}: with ${withOps.requestsPerSecond.toFixed(0)} req/s (p99 ${withOps.p99.toFixed(1)} ms) | without ${withoutOps.requestsPerSecond.toFixed(0)} req/s (p99 ${withoutOps.p99.toFixed(1)} ms) | ${ratio.toFixed(2)}`)
  }
  console.log(`  median ratio ${median.toFixed(2)} (≥ ${ratioTarget}) ${median >= ratioTarget ? 'ok' : 'MISSED'}`)
  console.log(`  the request histogram counted ${counted} answers of the ${sent} wrk completed with them on (the scrape's own checks add a few) ${counted >= sent ? 'ok' : 'MISSED'}`)
}
