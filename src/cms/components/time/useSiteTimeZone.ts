'use client'

import { useConfig } from '@payloadcms/ui'

import { defaultSiteTimeZone } from '../../../rules/siteTime'

/**
 * The site's zone in the admin's browser (issue 38, item 7): the server's SITE_TIME_ZONE, handed
 * to the admin in its config (`admin.custom.siteTimeZone`, src/cms/payload.config.ts).
 */
export function useSiteTimeZone(): string {
  const { config } = useConfig()
  const zone = (config.admin?.custom as { siteTimeZone?: unknown } | undefined)?.siteTimeZone
  return typeof zone === 'string' ? zone : defaultSiteTimeZone
}
