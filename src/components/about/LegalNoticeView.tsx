import { getTranslations } from 'next-intl/server'

import { formatDate } from '@/components/news/format'
import { PageHeader } from '@/components/ui/PageHeader'
import { Prose } from '@/components/ui/Prose'
import type { LegalNoticeContent } from '@/data/globals'
import type { Locale } from '@/rules/language'
import { paths } from '@/rules/paths'

import styles from './About.module.css'

/** /legal-notice: the notice from the CMS, with its effective date. */
export async function LegalNoticeView({ locale, notice }: { locale: Locale; notice: LegalNoticeContent }) {
  const [t, nav, news] = await Promise.all([
    getTranslations({ locale, namespace: 'about' }),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'news' }),
  ])
  const title = notice.title || nav('legalNotice')
  return (
    <>
      <PageHeader
        title={title}
        subtitle={notice.effectiveDate ? t('effectiveDate', { date: formatDate(notice.effectiveDate, locale) }) : undefined}
        breadcrumb={{ label: news('breadcrumb'), items: [{ href: paths.home(), label: nav('home') }, { label: title }] }}
      />
      <div className={`container ${styles.document}`}>
        <Prose html={notice.bodyHtml} />
      </div>
    </>
  )
}
