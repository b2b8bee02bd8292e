/**
 * The database step of `npm start` (bundled by scripts/start.mjs, run by plain Node): migrate,
 * ensure an administrator, seed an empty database. The timer keeps the process alive until the
 * work is done, whatever the module loader does meanwhile.
 */
export {}

const keepAlive = setInterval(() => undefined, 1000)

try {
  const { prepareDatabase } = await import('./prepareDatabase')
  await prepareDatabase()
  process.exit(0)
} catch (error) {
  console.error('Preparing the database failed:', error)
  process.exit(1)
} finally {
  clearInterval(keepAlive)
}
