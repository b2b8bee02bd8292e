import { jsonByLanguage, languageParams } from '@/app/api/_lib/staticByLanguage'
import { headerPanels } from '@/components/layout/menu/panelData'

/*
 * GET /api/header-menu/{zh|en}: the desktop header's panels (spec §2.5), which the browser fetches
 * on the first intent to open one (issue 28). Static like the pages: built once per language, kept
 * in Next's cache, and rebuilt on the next request after an edit expires one of its reads' tags
 * (products, solutions, news categories, menu settings, media).
 */
export const dynamic = 'force-static'
export const dynamicParams = false
export const generateStaticParams = languageParams
export const GET = jsonByLanguage(headerPanels)
