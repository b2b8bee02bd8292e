import { signInRoute } from '../../signInRoute'

// Spec §2.2 mobile sign-in page: /m.sign-in/{token} and /m.sign-in/{token}-en (twin of /{token}/sign-in).
export const dynamicParams = true
export async function generateStaticParams() {
  return []
}

const route = signInRoute('mobile')
export const generateMetadata = route.generateMetadata
export default route.default
