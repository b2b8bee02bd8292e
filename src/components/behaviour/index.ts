/* Site-wide behaviours of spec §4 (client, tiny, no libraries). */
export { SiteBehaviours } from './SiteBehaviours'
export { SiteShell } from './SiteShell'
export { useResizeCounter } from './useResizeCounter'
export { useChunkErrorRecovery } from './useChunkErrorRecovery'
export { isChunkLoadError, reloadForChunkError } from './chunkReload'
