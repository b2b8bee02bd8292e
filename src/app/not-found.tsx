/**
 * The 404 of addresses outside the site's and the admin's layouts (a missing `/_next/…` file):
 * the site's own addresses get theirs from the proxy and [locale]'s not-found pages. It also
 * stands above both root layouts, and Next puts it into every page's RSC payload, so it is kept
 * small: Next's built-in page, in its place, was 2.5 kB of elements and inline styles in each
 * page (issue 36). Like that page, it has no <html> of its own: Next's default layout draws one.
 */
export default function RootNotFound() {
  return (
    <main>
      <title>404</title>
      <h1>404</h1>
    </main>
  )
}
