// How the server process is started to stay within its memory (issue 15: RSS ≤ 350 MB under
// load). Both settings take effect only when a process starts, so `npm start` names them on its
// command line (package.json; tests/unit/memory-tuning.test.ts keeps the two alike) and
// startServer (tests, benches) passes these.
//
// Measured with `npm run bench:server` on fresh servers (peak RSS during the page load): untuned
// 323–500 MB, median 338 (6 runs); tuned 298–417 MB, median 312 (5 runs, one at 417). Pages'
// requests per second unchanged; enquiries per second about a tenth fewer (still twice the target).
// - A young generation of 2 × 2 MB instead of V8's 2 × 16 MB: scavenges run more often, and
//   garbage of 50 concurrent requests no longer fills 48 MB before it is collected.
// - Two malloc arenas instead of glibc's 8 per core: libuv's threads (compression, files) and the
//   checkpoint worker each kept an arena of freed memory that was never returned.
export const serverNodeFlags: string[] = ['--max-semi-space-size=2']
export const serverEnv: Record<string, string> = { MALLOC_ARENA_MAX: '2' }
