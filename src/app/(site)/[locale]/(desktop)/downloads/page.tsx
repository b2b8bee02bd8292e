import { DownloadsView } from '@/components/resources/DownloadsView'

import { loadDownloads } from '../../_load/resources'

export { downloadsMetadata as generateMetadata } from '@/seo/pages/downloads'

type Props = { params: Promise<{ locale: string }> }

/** Issue 29 /downloads: the download centre. */
export default async function DownloadsPage({ params }: Props) {
  return <DownloadsView {...await loadDownloads(params)} />
}
