'use client'

import { localizedHref } from '@/rules/language'

import { useLocale } from './client'
import type { LinkProps } from './Link'

/**
 * The site's link inside client components: a plain <a> with the href in the page's language,
 * like the server's Link (see there why it is not Next's Link).
 */
export function ClientLink({ href, locale, ...props }: LinkProps) {
  const current = useLocale()
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- children come with the props
  return <a href={localizedHref(href, locale ?? current)} {...props} />
}
