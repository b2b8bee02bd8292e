// wrk (Debian package) for the benches: one load run, read back as numbers.
import { spawn, spawnSync } from 'node:child_process'

export function assertWrkInstalled() {
  if (!spawnSync('wrk', ['--version']).error) return
  console.error('wrk is not installed (Debian: apt-get install -y wrk)')
  process.exit(1)
}

const milliseconds = (value, unit) => Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit]

function wrkArguments(url, { headers = {}, duration = '10s', connections = 50 }) {
  return ['-t2', `-c${connections}`, `-d${duration}`, '--latency', ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]), url]
}

function readWrk(url, out) {
  const percentile = (p) => {
    const match = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s)`, 'm').exec(out)
    return match ? milliseconds(match[1], match[2]) : NaN
  }
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(out)
  if (non2xx) throw new Error(`${url}: ${non2xx[1]} answers were not 2xx/3xx`)
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    requests: Number(/(\d+) requests in /.exec(out)?.[1]),
    p50: percentile(50),
    p99: percentile(99),
    socketErrors: errors ? errors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
  }
}

/**
 * `wrk -t2 -cN -dD --latency` on `url`; throws when an answer was not 2xx/3xx.
 * @param {string} url
 * @param {{ headers?: Record<string, string>, duration?: string, connections?: number }} [options]
 * @returns {{ requestsPerSecond: number, p50: number, p99: number, socketErrors: number }} latencies in ms
 */
export function runWrk(url, options = {}) {
  const result = spawnSync('wrk', wrkArguments(url, options), { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr}`)
  return readWrk(url, result.stdout)
}

/** The same without blocking this process (it may sample the server meanwhile). */
export function runWrkAsync(url, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', wrkArguments(url, options), { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (err += chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`wrk failed: ${err}`))
      try {
        resolve(readWrk(url, out))
      } catch (error) {
        reject(error)
      }
    })
  })
}
