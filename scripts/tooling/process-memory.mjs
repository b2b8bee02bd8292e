// Memory of a server and every process it started (its process group: startServer runs it
// detached, so its pid is the group's id), read from /proc, for the benches.
import { readdirSync, readFileSync } from 'node:fs'

/** The resident memory (bytes) of every process in group `pgid`, summed; 0 when none is left. */
export function processGroupRss(pgid) {
  let total = 0
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      // The fields after the command (which may hold spaces) start at its closing parenthesis.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const group = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2])
      if (group !== pgid) continue
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${name}/status`, 'utf8'))
      total += rss ? Number(rss[1]) * 1024 : 0
    } catch {
      // the process ended meanwhile
    }
  }
  return total
}
