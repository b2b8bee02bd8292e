import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'

import { redirectTo } from '@/app/api/_lib/redirect'
import { sameSitePath } from '@/rules/preview'

/** Leaves the preview: draft mode off, back to the published page (`?path=`, else the home page). */
export async function GET(request: NextRequest): Promise<Response> {
  ;(await draftMode()).disable()
  return redirectTo(sameSitePath(request.nextUrl.searchParams.get('path')) ?? '/')
}

export const dynamic = 'force-dynamic'
