import { DownloadsView } from '@/components/resources/DownloadsView'

import { searchDownloads } from '../../../_load/resources'

export { downloadsSearchMetadata as generateMetadata } from '@/seo/pages/downloads'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Issue 36 /downloads?q=…: searched, rendered per request (the proxy sends a text query here). */
export default async function DownloadsSearchPage({ params, searchParams }: Props) {
  return <DownloadsView {...await searchDownloads(params, searchParams)} />
}
