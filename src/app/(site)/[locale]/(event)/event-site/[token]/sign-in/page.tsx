import { signInRoute } from '../../../signInRoute'

// /{token}/sign-in and /{token}-en/sign-in: check-in at the venue (desktop; the phone twin is /m.sign-in/{token}).
export const dynamicParams = true
export async function generateStaticParams() {
  return []
}

const route = signInRoute('kiosk')
export const generateMetadata = route.generateMetadata
export default route.default
