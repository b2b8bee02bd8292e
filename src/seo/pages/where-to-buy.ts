import { paths } from '@/rules/paths'

import { listMetadata, listSearchMetadata } from './resourceList'

/** Issue 29: metadata of /where-to-buy and of its mobile twin (whose canonical is the desktop address). */
export const whereToBuyMetadata = listMetadata('where-to-buy-page', 'whereToBuy', paths.whereToBuy())
export const whereToBuySearchMetadata = listSearchMetadata(whereToBuyMetadata)
