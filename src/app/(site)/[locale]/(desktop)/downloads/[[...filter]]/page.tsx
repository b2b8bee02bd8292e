import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { DownloadsView } from '@/components/resources/DownloadsView'

import { isMissing } from '../../../_load/missing'
import { loadDownloads } from '../../../_load/resources'

export { downloadsMetadata as generateMetadata } from '@/seo/pages/downloads'

type Props = { params: Promise<{ locale: string; filter?: string[] }> }

/** The whole list is built with the site; each filter and page renders on its first request, then is served from the cache. */
export async function generateStaticParams() {
  return [{ filter: [] }]
}

/** Issue 29 /downloads: the download centre; issue 36 /downloads?type=…&page=N, served from /downloads/type=…/page=N. */
export default async function DownloadsPage({ params }: Props) {
  const page = await loadDownloads(params)
  if (isMissing(page)) return <NotFoundContent locale={page.locale} />
  return <DownloadsView {...page} />
}
