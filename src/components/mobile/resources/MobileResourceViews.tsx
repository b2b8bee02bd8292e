import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { CaseStudiesPageData, DownloadsPageData, WhereToBuyPageData } from '@/app/(site)/[locale]/_load/resources'
import { CaseStudyCards } from '@/components/resources/CaseStudyCards'
import { DocumentList } from '@/components/resources/DocumentList'
import { caseStudyFilters, downloadFilters, partnerFilters } from '@/components/resources/filters'
import { ListFilter } from '@/components/resources/ListFilter'
import { PartnerList } from '@/components/resources/PartnerList'
import { HiddenWithoutScript } from '@/components/ui/HiddenWithoutScript'
import { mobilePaths } from '@/rules/routes'
import { JsonLd } from '@/seo/JsonLd'
import { partnersJsonLd } from '@/seo/resourcesJsonLd'

import { MobilePageHead } from '../shared/MobileSection'
import ui from '../shared/MobileUi.module.css'
import { mobileResourceStyles as styles } from './mobileResourceStyles'

type Filters = Awaited<ReturnType<typeof downloadFilters | typeof caseStudyFilters | typeof partnerFilters>>

/** The frame of an issue 29 list page on phones: title band, then the filters and the list (or the empty text). */
function MobileListPage({ title, intro, empty, filters, listId, children }: { title: string; intro: string; empty: string | null; filters: Filters; listId: string; children: ReactNode }) {
  return (
    <div className={ui.page}>
      <MobilePageHead title={title} subtitle={intro} />
      <div className={styles.page}>
        <HiddenWithoutScript />
        {empty !== null ? (
          <p className={styles.empty}>{empty}</p>
        ) : (
          <>
            <ListFilter listId={listId} fields={filters.fields} {...filters.text} className={styles.filters} classNames={styles} />
            {children}
          </>
        )}
      </div>
    </div>
  )
}

/** Issue 29 /m.downloads. */
export async function MobileDownloadsView({ locale, page, documents, categories }: DownloadsPageData) {
  const [t, filters] = await Promise.all([getTranslations({ locale, namespace: 'resources.downloads' }), downloadFilters(locale, documents, categories)])
  return (
    <MobileListPage title={page.title || t('title')} intro={page.intro} empty={documents.length === 0 ? t('empty') : null} filters={filters} listId="document-list">
      <DocumentList id="document-list" documents={documents} locale={locale} styles={styles} links={mobilePaths} />
    </MobileListPage>
  )
}

/** Issue 29 /m.case-studies. */
export async function MobileCaseStudiesView({ locale, page, studies }: CaseStudiesPageData) {
  const [t, filters] = await Promise.all([getTranslations({ locale, namespace: 'resources.caseStudies' }), caseStudyFilters(locale, studies)])
  return (
    <MobileListPage title={page.title || t('title')} intro={page.intro} empty={studies.length === 0 ? t('empty') : null} filters={filters} listId="case-study-list">
      <CaseStudyCards id="case-study-list" studies={studies} locale={locale} styles={styles} links={mobilePaths} preloadFirst />
    </MobileListPage>
  )
}

/** Issue 29 /m.where-to-buy. */
export async function MobileWhereToBuyView({ locale, page, partners }: WhereToBuyPageData) {
  const [t, filters] = await Promise.all([getTranslations({ locale, namespace: 'resources.whereToBuy' }), partnerFilters(locale, partners)])
  const title = page.title || t('title')
  return (
    <>
      <JsonLd data={partnersJsonLd(partners, title, locale)} />
      <MobileListPage title={title} intro={page.intro} empty={partners.length === 0 ? t('empty') : null} filters={filters} listId="partner-list">
        <PartnerList id="partner-list" partners={partners} locale={locale} styles={styles} links={mobilePaths} />
      </MobileListPage>
    </>
  )
}
