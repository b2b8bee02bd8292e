import { personalInvitationRoute } from '@/components/events/invitation/personalInvitationRoute'

// /mega1-invitation/{code}: one page per invitation code, rendered on first request and cached until an invitation changes.
export const dynamicParams = true
export async function generateStaticParams() {
  return []
}

const route = personalInvitationRoute('mega1-invitation')
export const generateMetadata = route.generateMetadata
export default route.default
