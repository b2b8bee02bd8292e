/**
 * §2.1 /product-list?i=N names the category by a query parameter; the page behind it is served
 * from /<locale>/product-list/N so that each category is a static, cacheable page (the proxy
 * rewrites it). Its own module: the browser's prefetch policy needs it without the route table.
 */
import { localePrefixOf, pathLocale } from './language'

export function productListInternalPath(pathname: string, search: URLSearchParams): string | null {
  const rest = pathname.slice(localePrefixOf(pathname).length)
  const index = search.get('i')
  if ((rest !== '/product-list' && rest !== '/m.product-list') || !index || !/^\d{1,4}$/.test(index)) return null
  return `/${pathLocale(pathname)}${rest}/${Number(index)}`
}
