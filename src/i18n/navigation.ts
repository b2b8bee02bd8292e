import { createNavigation } from 'next-intl/navigation'
import { type ComponentProps, createElement } from 'react'

import { routing } from './routing'

const navigation = createNavigation(routing)

export const { redirect, usePathname, useRouter, getPathname } = navigation

type LinkProps = ComponentProps<typeof navigation.Link>

/**
 * The locale-aware Link, with Next's own viewport/hover prefetch off by default: spec §4 wants
 * links prefetched only when the browser is idle and never on 2g or with data saver on, which
 * src/components/behaviour/SiteBehaviours does for the links in view. Pass prefetch to override.
 */
export function Link(props: LinkProps) {
  return createElement(navigation.Link, { prefetch: false, ...props })
}
