import { desktopLayout } from '@/components/ui/desktopLayout'

/** Spec §2.4 album layout: like the default desktop layout, without the consult button. */
export default desktopLayout({ consultButton: false })
