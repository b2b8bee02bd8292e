import { createClient } from '@redis/client'
import { startRedis } from './lib/redis.mjs'
const r = await startRedis()
const c = createClient({ url: r.url, disableOfflineQueue: true, commandOptions: { timeout: 500 }, socket: { connectTimeout: 1000, reconnectStrategy: (n) => Math.min(50 * 2 ** n, 1000) } })
c.on('error', (e) => console.log('error event', e.constructor.name, e.message))
await c.connect()
const keep = setInterval(() => {}, 1000)
process.kill(r.pid, 'SIGSTOP')
let t = Date.now()
try { await c.get('x') } catch (e) { console.log('get while stopped', e.constructor.name, e.message, Date.now()-t) }
t = Date.now()
try { await c.get('x') } catch (e) { console.log('get2 while stopped', e.constructor.name, e.message, Date.now()-t) }
process.kill(r.pid, 'SIGCONT')
console.log(await c.get('x'), c.isReady)
clearInterval(keep); c.destroy(); r.stop()
