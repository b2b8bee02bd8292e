import { SearchView } from '@/components/search/SearchView'

import { loadSearch } from '../../_load/search'

export { searchMetadata as generateMetadata } from '@/seo/pages/search'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Issue 14 /search?q=…&type=…&page=N: rendered per request from the query. */
export default async function SearchPage({ params, searchParams }: Props) {
  return <SearchView {...await loadSearch(params, searchParams)} />
}
