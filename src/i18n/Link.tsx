'use client'

import NextLink from 'next/link'
import type { ComponentProps } from 'react'

import { type Locale, localizedHref } from '@/rules/language'

import { useLocale } from './client'

export type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  /** A path of this site as built by `paths` (no language prefix), or any other address. */
  readonly href: string
  /** Another language for the same path (the language switch); by default the page's own. */
  readonly locale?: Locale
}

/**
 * The site's Link: Next's Link with the href in the page's language (Chinese unprefixed, English
 * under /en), and Next's own viewport/hover prefetch off by default: spec §4 wants links
 * prefetched only when the browser is idle and never on 2g or with data saver on, which
 * src/components/behaviour/SiteBehaviours does for the links in view. Pass prefetch to override.
 */
export function Link({ href, locale, prefetch = false, ...props }: LinkProps) {
  const current = useLocale()
  return <NextLink href={localizedHref(href, locale ?? current)} prefetch={prefetch} {...props} />
}
