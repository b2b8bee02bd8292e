import { desktopLayout } from '@/components/ui/desktopLayout'

/** Spec §2.4: conference pages have the header and footer but no floating consult button. */
export default desktopLayout({ consultButton: false })
