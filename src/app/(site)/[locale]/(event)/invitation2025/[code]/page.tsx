import { personalInvitationRoute } from '@/components/events/invitation/personalInvitationRoute'

// /invitation2025/{code}: one page per invitation code, rendered on first request and cached until an invitation changes.
export const dynamicParams = true
export async function generateStaticParams() {
  return []
}

const route = personalInvitationRoute('invitation2025')
export const generateMetadata = route.generateMetadata
export default route.default
