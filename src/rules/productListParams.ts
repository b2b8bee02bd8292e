/**
 * §2.1 /product-list?i=N: the proxy rewrites the query to the segment N, so that every category
 * is a static page of its own (desktop and /m. twin alike). No segment means the first category;
 * anything but one number is no category (null).
 */
export function productListCategoryIndex(segments: readonly string[] | undefined): number | null {
  if (!segments || segments.length === 0) return 0
  if (segments.length > 1 || !/^\d{1,4}$/.test(segments[0])) return null
  return Number(segments[0])
}
