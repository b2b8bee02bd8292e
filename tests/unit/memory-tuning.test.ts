import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { serverEnv, serverNodeFlags } from '../../server/memory-tuning.ts'

/* Issue 15: `npm start` and the tests' startServer run the server with the same memory tuning. */
describe('the server process memory tuning', () => {
  it('npm start runs node with the tuning of server/memory-tuning.ts', () => {
    const start: string = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.start
    expect(start).toMatch(/ server\/start\.ts$/)
    // The same command line, with the script swapped for one that reports what node was given.
    const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'memory-tuning-')), 'probe.mjs')
    fs.writeFileSync(script, 'console.log(JSON.stringify({ flags: process.execArgv, arenas: process.env.MALLOC_ARENA_MAX }))')
    const probe = start.replace(/ server\/start\.ts$/, ` ${script}`)
    const result = spawnSync('sh', ['-c', probe], { encoding: 'utf8', env: { PATH: process.env.PATH, NODE_ENV: 'test' } })
    expect(result.status, result.stderr).toBe(0)
    const seen = JSON.parse(result.stdout)
    expect(seen.flags).toEqual(serverNodeFlags)
    expect({ MALLOC_ARENA_MAX: seen.arenas }).toEqual(serverEnv)
  })

  it('caps the young generation well below V8’s default', () => {
    const semiSpace = serverNodeFlags.map((flag) => /^--max-semi-space-size=(\d+)$/.exec(flag)?.[1]).find(Boolean)
    expect(Number(semiSpace)).toBeLessThanOrEqual(4)
  })
})
