import { invitationRoute } from '@/components/events/invitation/invitationRoutes'

// /mega1-invitation/agenda: re-rendered every few minutes (time-based states) and whenever the event is edited.
export const revalidate = 300

const route = invitationRoute('mega1-invitation', 'agenda')
export const generateMetadata = route.generateMetadata
export default route.default
