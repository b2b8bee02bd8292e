import { permanentRedirect } from 'next/navigation'

import { getPathname } from '@/i18n/navigation'
import { mobileGuidePath } from '@/rules/routes'

/** The English guideline's address in the style of the conference pages ({token}-en). */
export default function EnglishMobileGuideAlias() {
  permanentRedirect(getPathname({ href: mobileGuidePath, locale: 'en' }))
}
