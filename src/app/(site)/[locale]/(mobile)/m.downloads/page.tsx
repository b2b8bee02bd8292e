import { MobileDownloadsView } from '@/components/mobile/resources/MobileResourceViews'

import { loadDownloads } from '../../_load/resources'

export { downloadsMetadata as generateMetadata } from '@/seo/pages/downloads'

type Props = { params: Promise<{ locale: string }> }

/** Issue 29 /m.downloads, the twin of /downloads. */
export default async function DownloadsPage({ params }: Props) {
  return <MobileDownloadsView {...await loadDownloads(params)} />
}
