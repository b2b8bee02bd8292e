// A throwaway PostgreSQL cluster for tests: its own data directory, port and socket directory,
// no durability (fsync off), trust authentication on 127.0.0.1 only. Nothing of it outlives stop().
//
//   const pg = await startPostgres()          // pg.uri = postgres://postgres@127.0.0.1:PORT/test
//   const other = await pg.createDatabase('integration_2')
//   pg.halt('fast'); pg.resume()              // stop the server and start it again, same data
//   pg.stop()                                 // immediate shutdown, data directory removed
//
// As root the cluster runs as the `postgres` system user (PostgreSQL refuses to run as root);
// otherwise as the current user.
import { spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const DB_NAME = /^[a-z_][a-z0-9_]{0,62}$/

/** The newest /usr/lib/postgresql/<version>/bin that holds initdb, or PG_BIN_DIR if set. */
export function findPostgresBin() {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    : []
  if (versions.length === 0) {
    throw new Error(
      `No PostgreSQL server binaries under ${root}/*/bin (install the "postgresql" package, ` +
        'or set PG_BIN_DIR to a directory holding initdb, pg_ctl and createdb).',
    )
  }
  return path.join(root, versions[0], 'bin')
}

/** A TCP port that was free on 127.0.0.1 a moment ago. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address())
      server.close(() => resolve(port))
    })
  })
}

function lookupUser(name) {
  const result = spawnSync('id', ['-u', name], { encoding: 'utf8' })
  if (result.status !== 0) return null
  const uid = Number(result.stdout.trim())
  const gid = Number(spawnSync('id', ['-g', name], { encoding: 'utf8' }).stdout.trim())
  return { uid, gid }
}

/**
 * @param {{ database?: string, port?: number, log?: (line: string) => void }} [options]
 * @returns {Promise<{ uri: string, port: number, dir: string, bin: string,
 *   createDatabase(name: string): Promise<string>, halt(mode?: 'smart' | 'fast' | 'immediate'): void,
 *   resume(): void, stop(): void }>}
 */
export async function startPostgres(options = {}) {
  const database = options.database ?? 'test'
  if (!DB_NAME.test(database)) throw new Error(`Bad database name: ${database}`)
  const log = options.log ?? (() => {})
  const bin = findPostgresBin()
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0

  // Run a cluster binary: as the postgres user when we are root, directly otherwise.
  const run = (tool, args, { asOwner = true } = {}) => {
    const exe = path.join(bin, tool)
    const [cmd, argv] =
      isRoot && asOwner ? ['runuser', ['-u', 'postgres', '--', exe, ...args]] : [exe, args]
    const result = spawnSync(cmd, argv, { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C.UTF-8' } })
    if (result.error) throw result.error
    return result
  }
  const mustRun = (tool, args, opts) => {
    const result = run(tool, args, opts)
    if (result.status !== 0) {
      throw new Error(`${tool} ${args.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`)
    }
    return result
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'pg-test-'))
  let started = false
  let stopped = false
  let port = options.port ?? 0
  const serverOptions = () =>
    [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ')
  const pgStart = () => run('pg_ctl', ['-w', '-t', '60', '-D', dir, '-l', path.join(dir, 'log'), '-o', serverOptions(), 'start'])

  const stop = () => {
    if (stopped) return
    stopped = true
    if (started) {
      const result = run('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', '-t', '30', 'stop'])
      if (result.status !== 0) log(`pg_ctl stop: ${result.stdout}${result.stderr}`.trim())
    }
    rmSync(dir, { recursive: true, force: true })
  }

  try {
    if (isRoot) {
      const owner = lookupUser('postgres')
      if (!owner) throw new Error('Running as root but there is no "postgres" user to own the cluster.')
      chownSync(dir, owner.uid, owner.gid)
    }
    mustRun('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync'])

    // The port is chosen just before the start; if someone takes it meanwhile, try another.
    for (let attempt = 1; ; attempt++) {
      if (!options.port) port = await freePort()
      const result = pgStart()
      if (result.status === 0) {
        started = true
        break
      }
      const serverLog = existsSync(path.join(dir, 'log')) ? readFileSync(path.join(dir, 'log'), 'utf8') : ''
      if (attempt >= 3 || options.port || !/could not bind|already in use/i.test(serverLog)) {
        throw new Error(`pg_ctl start failed (${result.status}):\n${result.stdout}${result.stderr}\n${serverLog}`)
      }
    }

    // For tests of the database going away: stop the server (as an operator would) and start it
    // again on the same port with the same data.
    const halt = (mode = 'fast') => mustRun('pg_ctl', ['-D', dir, '-m', mode, '-w', '-t', '60', 'stop'])
    const resume = () => {
      const result = pgStart()
      if (result.status !== 0) throw new Error(`pg_ctl start failed (${result.status}):\n${result.stdout}${result.stderr}`)
    }

    const uriFor = (name) => `postgres://postgres@127.0.0.1:${port}/${name}`
    const createDatabase = async (name) => {
      if (!DB_NAME.test(name)) throw new Error(`Bad database name: ${name}`)
      mustRun('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name], { asOwner: false })
      return uriFor(name)
    }
    await createDatabase(database)
    log(`PostgreSQL (${path.basename(path.dirname(bin))}) running on 127.0.0.1:${port}, data in ${dir}`)
    return { uri: uriFor(database), port, dir, bin, createDatabase, halt, resume, stop }
  } catch (error) {
    stop()
    throw error
  }
}
