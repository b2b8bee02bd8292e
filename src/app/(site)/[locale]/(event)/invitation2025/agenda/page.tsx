import { invitationRoute } from '@/components/events/invitation/invitationRoutes'

// /invitation2025/agenda: re-rendered every few minutes (time-based states) and whenever the event is edited.
export const revalidate = 300

const route = invitationRoute('invitation2025', 'agenda')
export const generateMetadata = route.generateMetadata
export default route.default
