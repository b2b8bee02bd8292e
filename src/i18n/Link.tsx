import { useLocale } from 'next-intl'
import type { ComponentProps } from 'react'

import { type Locale, localizedHref } from '@/rules/language'

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** A path of this site as built by `paths` (no language prefix), or any other address. */
  readonly href: string
  /** Another language for the same path (the language switch); by default the page's own. */
  readonly locale?: Locale
}

/**
 * The site's link in server components: a plain <a> with the href in the page's language
 * (Chinese unprefixed, English under /en). Not Next's Link: a page shows 100–150 links, and each
 * of those is a client component to hydrate, with next/link's code in every first load (issue 15).
 * A click still navigates in the app, without a full load: SiteBehaviours routes plain clicks on
 * the site's links through Next's router, and prefetches links in view when the browser is idle
 * (spec §4). Client components use ClientLink.
 *
 * Not async: an async component's element travels in the RSC payload as a row of its own with a
 * reference to it, 12 bytes more per link (issue 36); next-intl's useLocale reads the same request
 * language in a server component.
 */
export function Link({ href, locale, ...props }: LinkProps) {
  const current = useLocale()
  const language = locale ?? current
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- children come with the props
  return <a href={localizedHref(href, language)} {...props} />
}
