import type { ComponentType } from 'react'

import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { paths } from '@/rules/paths'
import { type Device, mobilePaths } from '@/rules/routes'

import { isMissing, type Missing } from './missing'

const homes: Record<Device, string> = { desktop: paths.home(), mobile: mobilePaths.home() }

/**
 * The page of a route whose loader may find nothing (an unknown id, filter or page): the view of
 * what it loaded, or the not-found page leading back to the home page of the route's device. A
 * desktop route and its phone twin share the loader and differ in the view; each route file
 * exports `loadedPage(loader, View, device)` as its page and states its own caching settings,
 * which Next reads from the route file itself.
 */
export function loadedPage<Params, Loaded extends object>(
  load: (params: Params, device: Device) => Promise<Loaded | Missing>,
  View: ComponentType<Loaded>,
  device: Device,
) {
  return async function LoadedPage({ params }: { params: Params }) {
    const page = await load(params, device)
    if (isMissing(page)) return <NotFoundContent locale={page.locale} home={homes[device]} />
    return <View {...page} />
  }
}
