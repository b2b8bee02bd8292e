// Memory and CPU time of a server and every process it started (its process group: startServer runs it
// detached, so its pid is the group's id), read from /proc, for the benches.
import { readdirSync, readFileSync } from 'node:fs'

/** Calls `read(pid, fieldsAfterCommand)` for every live process in group `pgid`. */
function eachInGroup(pgid, read) {
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      // The fields after the command (which may hold spaces) start at its closing parenthesis.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(fields[2]) === pgid) read(name, fields)
    } catch {
      // the process ended meanwhile
    }
  }
}

/** The resident memory (bytes) of every process in group `pgid`, summed; 0 when none is left. */
export function processGroupRss(pgid) {
  let total = 0
  eachInGroup(pgid, (pid) => {
    const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    total += rss ? Number(rss[1]) * 1024 : 0
  })
  return total
}

/** CPU time (clock ticks, user + system) of every process in group `pgid`, summed. */
export function processGroupCpuTicks(pgid) {
  let total = 0
  eachInGroup(pgid, (_pid, fields) => (total += Number(fields[11]) + Number(fields[12])))
  return total
}

/**
 * Waits until the server groups `pgids` are idle together (under 5 % of a core over half a second),
 * at most `limitMs`: a side-by-side bench must not measure one server while the other (or itself)
 * still works off the previous run (its mail outbox, a checkpoint, garbage). Returns the ms waited.
 */
export async function waitUntilIdle(pgids, limitMs = 60_000) {
  const started = Date.now()
  const ticksPerHalfSecond = 100 / 2 // Linux's USER_HZ is 100
  while (Date.now() - started < limitMs) {
    const before = pgids.reduce((sum, pgid) => sum + processGroupCpuTicks(pgid), 0)
    await new Promise((resolve) => setTimeout(resolve, 500))
    const after = pgids.reduce((sum, pgid) => sum + processGroupCpuTicks(pgid), 0)
    if (after - before <= ticksPerHalfSecond * 0.05) break
  }
  return Date.now() - started
}
