import { getTranslations } from 'next-intl/server'

import { formatDate } from '@/components/news/format'
import { Prose } from '@/components/ui/Prose'
import type { LegalNoticeContent } from '@/data/globals'
import type { Locale } from '@/rules/language'

import { MobilePageHead } from '../shared/MobileSection'
import ui from '../shared/MobileUi.module.css'
import styles from './MobileAbout.module.css'

/** /m.legal-notice: the notice from the CMS, with its effective date. */
export async function MobileLegalNoticeView({ locale, notice }: { locale: Locale; notice: LegalNoticeContent }) {
  const [t, nav] = await Promise.all([getTranslations({ locale, namespace: 'about' }), getTranslations({ locale, namespace: 'nav' })])
  return (
    <div className={ui.page}>
      <MobilePageHead
        title={notice.title || nav('legalNotice')}
        subtitle={notice.effectiveDate ? t('effectiveDate', { date: formatDate(notice.effectiveDate, locale) }) : undefined}
      />
      <div className={`${ui.richText} ${styles.body}`}>
        <Prose html={notice.bodyHtml} className={ui.prose} />
      </div>
    </div>
  )
}
