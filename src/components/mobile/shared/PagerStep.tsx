import { Link } from '@/i18n/navigation'

import ui from './MobileUi.module.css'

type Props = { href: string; enabled: boolean; rel: 'prev' | 'next'; label: string }

/** One end of a mobile pager: a link to the neighbouring page, or a greyed-out label when there is none. */
export function PagerStep({ href, enabled, rel, label }: Props) {
  const className = `${ui.buttonGhost} ${ui.pagerStep}`
  if (!enabled) {
    return (
      <span className={className} aria-disabled="true">
        {label}
      </span>
    )
  }
  return (
    <Link href={href} rel={rel} className={className}>
      {label}
    </Link>
  )
}
