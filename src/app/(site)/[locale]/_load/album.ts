import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'

import { adminCookieName, type Administrator, administratorFromToken } from '@/data/auth'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/rules/language'
import { paths } from '@/rules/paths'
import { roleMay } from '@/rules/roles'

/**
 * Spec §2.5/§6: the album area needs an administrator session (Payload's cookie). Without one the
 * visitor goes to the admin login, which the CMS serves on this same host in every environment
 * (production, development and local), with a redirect back to the album list in their language.
 */
export async function requireAdministrator(locale: Locale): Promise<Administrator> {
  const token = (await cookies()).get(adminCookieName)?.value
  const administrator = await administratorFromToken(token)
  if (!administrator) {
    const back = getPathname({ href: paths.albumList(), locale })
    redirect(`/admin/login?redirect=${encodeURIComponent(back)}`)
  }
  // Issue 26: the album area is the administrator's; other staff go back to the admin.
  if (!roleMay(administrator.role, 'album')) redirect('/admin')
  return administrator
}
