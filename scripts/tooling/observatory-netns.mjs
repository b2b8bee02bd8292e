// Runs inside the Observatory scan's network namespace (scripts/tooling/observatory.mjs):
//   node observatory-netns.mjs <http socket> <https socket> <scan.js> <host>
// Listens on ports 80 and 443 of the namespace's loopback (IPv4 and IPv6) and passes every
// connection's bytes to nginx's unix socket of the same server, then runs the scanner against
// <host> and prints its report. Exits with the scanner's exit code.
import { spawn } from 'node:child_process'
import net from 'node:net'

const [httpSocket, httpsSocket, scanScript, host] = process.argv.slice(2)

/** @param {number} port @param {string} socketPath */
function forward(port, socketPath) {
  const server = net.createServer((client) => {
    const upstream = net.connect(socketPath)
    client.pipe(upstream).pipe(client)
    const close = () => {
      client.destroy()
      upstream.destroy()
    }
    client.on('error', close)
    upstream.on('error', close)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, host: '::', ipv6Only: false }, () => resolve(server))
  })
}

const servers = await Promise.all([forward(80, httpSocket), forward(443, httpsSocket)])
const scan = spawn(process.execPath, [scanScript, host], { stdio: ['ignore', 'inherit', 'inherit'], env: process.env })
scan.on('close', (code) => {
  for (const server of servers) server.close()
  process.exit(code ?? 1)
})
