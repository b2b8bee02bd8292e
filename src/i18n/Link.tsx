import { getLocale } from 'next-intl/server'
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
 */
export async function Link({ href, locale, ...props }: LinkProps) {
  const language = locale ?? await getLocale()
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- children come with the props
  return <a href={localizedHref(href, language)} {...props} />
}
