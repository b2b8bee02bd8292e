import { desktopLayout } from '@/components/ui/desktopLayout'

/**
 * Spec §2.4 default desktop layout: header, page, footer, the floating consult button (hidden on
 * conference paths), the compare tray, and the one contact dialog (§2.8) that the button and every
 * enquiry button open; SiteShell adds the toast area (§7) and the site-wide behaviours of §4.
 */
export default desktopLayout({ compareTray: true })
