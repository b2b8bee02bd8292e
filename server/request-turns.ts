// Starts the requests Next handles one per turn of the event loop, in the order they came
// (server/serve.ts). Why: Node accepts one new connection per turn of the loop (measured:
// tests/unit/request-turns.test.ts shows the turn boundary; issue 15's profile the effect), and
// a turn normally runs every request that was readable when it began. Under load, 50 kept-alive
// clients each with a request ready make a turn 50 requests long, so the 51st client waits
// turns × 50 requests to be let in at all: a client opening 50 connections at once waited
// ~1.3 s for its last one's first answer at 1 ms a request, and those first answers were the
// whole p99 of `npm run bench:enquiries` (wrk's p99 1.0 s against a steady state of 2× the
// median). With one start per turn, a turn is one request long and a new connection is let in
// after at most one request's work; the order (first come, first started) and the work per
// request are unchanged. A request goes on by itself once started (its awaits are its own).
//
// Only what is expensive waits here: serve.ts answers a page kept in memory before this queue.
//
// Each start keeps its own request's asynchronous context (the front door's decision, which the
// site reads with visitorOf): run from another request's turn, it would see that request's visitor.
import { AsyncResource } from 'node:async_hooks'

/** Returns the queue: it takes `start`, which runs in a later turn of the loop. */
export function createRequestTurns(): (start: () => void) => void {
  const waiting: Array<() => void> = []
  let armed = false
  const startNext = () => {
    const start = waiting.shift()!
    // Armed before the start runs, so that a start that throws cannot stall the queue.
    if (waiting.length) setImmediate(startNext)
    else armed = false
    start()
  }
  return (start) => {
    waiting.push(AsyncResource.bind(start))
    if (armed) return
    armed = true
    setImmediate(startNext)
  }
}
