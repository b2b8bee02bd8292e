import { MobileDownloadsView } from '@/components/mobile/resources/MobileResourceViews'

import { searchDownloads } from '../../../_load/resources'

export { downloadsSearchMetadata as generateMetadata } from '@/seo/pages/downloads'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Issue 36 /m.downloads?q=…, the twin of /downloads?q=…. */
export default async function DownloadsSearchPage({ params, searchParams }: Props) {
  return <MobileDownloadsView {...await searchDownloads(params, searchParams)} />
}
