import { createClient } from '@redis/client'
import { startRedis } from '/work/wt-i12-redis/scripts/lib/redis.mjs'
import { freePort } from '/work/wt-i12-redis/scripts/lib/postgres.mjs'
const port = await freePort()
const c = createClient({ url: `redis://127.0.0.1:${port}`, disableOfflineQueue: true, commandOptions: { timeout: 500 }, socket: { connectTimeout: 1000, reconnectStrategy: (n) => Math.min(50 * 2 ** n, 1000) } })
c.on('error', (e) => console.log('error event', e.constructor.name, e.message))
c.on('ready', () => console.log('ready'))
c.on('end', () => console.log('end'))
c.on('reconnecting', () => console.log('reconnecting'))
const p = c.connect().then(() => console.log('connect resolved'), (e) => console.log('connect rejected', e.message))
await new Promise(r => setTimeout(r, 300))
let t = Date.now()
try { await c.get('x') } catch (e) { console.log('get while down', e.constructor.name, e.message, Date.now()-t) }
console.log('isReady', c.isReady, 'isOpen', c.isOpen)
const r = await startRedis({ port })
await p
t = Date.now(); console.log(await c.set('x', 'y', { expiration: { type: 'EX', value: 10 } }), await c.get('x'))
r.kill()
await new Promise(r => setTimeout(r, 100))
t = Date.now()
try { await c.get('x') } catch (e) { console.log('get after kill', e.constructor.name, e.message, Date.now()-t) }
console.log('isReady', c.isReady, 'isOpen', c.isOpen)
// SIGSTOP test
const r2 = await startRedis({ port })
await new Promise(r => setTimeout(r, 1200))
console.log('isReady', c.isReady)
process.kill(r2.pid, 'SIGSTOP')
t = Date.now()
try { await c.get('x') } catch (e) { console.log('get while stopped', e.constructor.name, e.message, Date.now()-t) }
process.kill(r2.pid, 'SIGCONT')
console.log(await c.get('x'))
c.destroy(); r2.stop()
