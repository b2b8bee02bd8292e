import { paths } from '@/rules/paths'

import { listMetadata, listSearchMetadata } from './resourceList'

/** Issue 29: metadata of /downloads and of its mobile twin (whose canonical is the desktop address). */
export const downloadsMetadata = listMetadata('downloads-page', 'downloads', paths.downloads())
export const downloadsSearchMetadata = listSearchMetadata(downloadsMetadata)
