import { MobileSearchView } from '@/components/mobile/search/MobileSearchView'

import { loadSearch } from '../../_load/search'

export { searchMetadata as generateMetadata } from '@/seo/pages/search'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Issue 14 /m.search?q=…: the phone twin of /search, the same data in the mobile layout. */
export default async function MobileSearchPage({ params, searchParams }: Props) {
  return <MobileSearchView {...await loadSearch(params, searchParams)} />
}
