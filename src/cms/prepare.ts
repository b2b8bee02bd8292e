/**
 * `payload run src/cms/prepare.ts` (called by `npm start`): migrate, ensure an administrator, seed.
 *
 * The timer holds the event loop open while the modules load: `payload run` loads TypeScript
 * through tsx's off-thread loader, which does not, and on a busy machine Node could otherwise find
 * nothing pending and exit with status 0 before the work was done.
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
