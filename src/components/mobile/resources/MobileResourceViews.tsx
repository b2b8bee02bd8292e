import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { CaseStudiesPageData, DownloadsPageData, WhereToBuyPageData } from '@/app/(site)/[locale]/_load/resources'
import { CaseStudyCards } from '@/components/resources/CaseStudyCards'
import { DocumentList } from '@/components/resources/DocumentList'
import { caseStudyFilters, downloadForm, partnerForm } from '@/components/resources/filters'
import { ListCount, listText } from '@/components/resources/listParts'
import { ListFilter } from '@/components/resources/ListFilter'
import { ListForm } from '@/components/resources/ListForm'
import { PartnerList } from '@/components/resources/PartnerList'
import { UntranslatedNote } from '@/components/ui/UntranslatedNote'
import { listParams, type ListPage } from '@/rules/resourceLists'
import { mobilePaths } from '@/rules/routes'

import { MobileHero } from '../shared/MobileBlocks'
import { MobilePageHead } from '../shared/MobileSection'
import { PagerStep } from '../shared/PagerStep'
import ui from '../shared/MobileUi.module.css'
import { mobileResourceStyles as styles } from './mobileResourceStyles'

/**
 * The frame of an issue 29 list page on phones: title band, then the filters and the list (or the
 * empty text). A list of pictures opens with the first screen's headline band (issue 36).
 */
function MobileListPage({ title, intro, empty, controls, pictures = false, children }: { title: string; intro: string; empty: string | null; controls: ReactNode; pictures?: boolean; children: ReactNode }) {
  return (
    <div className={ui.page}>
      {pictures ? (
        <MobileHero title={title} subtitle={intro}>
          <UntranslatedNote />
        </MobileHero>
      ) : (
        <MobilePageHead title={title} subtitle={intro}>
          <UntranslatedNote />
        </MobilePageHead>
      )}
      <div className={styles.page}>
        {empty !== null ? (
          <p className={styles.empty}>{empty}</p>
        ) : (
          <>
            {controls}
            {children}
          </>
        )}
      </div>
    </div>
  )
}

/** Issue 36: a list's count, then its page, then previous / "page 2 of 14" / next. */
function MobileListPages({ list, text, href, children }: { list: ListPage<unknown>; text: Awaited<ReturnType<typeof listText>>; href: (page: number) => string; children: ReactNode }) {
  return (
    <>
      <ListCount text={text.count(list)} className={styles.count} />
      {list.items.length > 0 && children}
      {list.totalPages > 1 && (
        <nav aria-label={text.pager.nav} className={ui.pager} data-testid="list-pagination">
          <PagerStep href={href(list.page - 1)} enabled={list.page > 1} rel="prev" label={`‹ ${text.pager.previous}`} />
          <span className={ui.pagerWhere} aria-current="page">{`${list.page} / ${list.totalPages}`}</span>
          <PagerStep href={href(list.page + 1)} enabled={list.page < list.totalPages} rel="next" label={`${text.pager.next} ›`} />
        </nav>
      )}
    </>
  )
}

/** Issue 29 /m.downloads, issue 36 filtered and paged on the server. */
export async function MobileDownloadsView({ locale, page, query, list, documents, categories }: DownloadsPageData) {
  const [t, form, text] = await Promise.all([
    getTranslations({ locale, namespace: 'resources.downloads' }),
    downloadForm({ locale, path: mobilePaths.downloads(), query, styles }, documents, categories),
    listText(locale, 'downloads'),
  ])
  return (
    <MobileListPage title={page.title || t('title')} intro={page.intro} empty={documents.length === 0 ? t('empty') : null} controls={<ListForm {...form} />}>
      <MobileListPages list={list} text={text} href={(number) => mobilePaths.downloads(listParams(query, number))}>
        <DocumentList id="document-list" documents={list.items} locale={locale} styles={styles} links={mobilePaths} titleLevel="h2" />
      </MobileListPages>
    </MobileListPage>
  )
}

/** Issue 29 /m.case-studies. */
export async function MobileCaseStudiesView({ locale, page, studies }: CaseStudiesPageData) {
  const [t, filters] = await Promise.all([getTranslations({ locale, namespace: 'resources.caseStudies' }), caseStudyFilters(locale, studies)])
  return (
    <MobileListPage
      title={page.title || t('title')}
      intro={page.intro}
      empty={studies.length === 0 ? t('empty') : null}
      pictures
      controls={<ListFilter listId="case-study-list" fields={filters.fields} {...filters.text} className={styles.filters} classNames={styles} />}
    >
      <CaseStudyCards id="case-study-list" studies={studies} locale={locale} styles={styles} links={mobilePaths} />
    </MobileListPage>
  )
}

/** Issue 29 /m.where-to-buy, issue 36 filtered and paged on the server. */
export async function MobileWhereToBuyView({ locale, page, query, list, partners }: WhereToBuyPageData) {
  const [t, form, text] = await Promise.all([
    getTranslations({ locale, namespace: 'resources.whereToBuy' }),
    partnerForm({ locale, path: mobilePaths.whereToBuy(), query, styles }, partners),
    listText(locale, 'whereToBuy'),
  ])
  return (
    <MobileListPage title={page.title || t('title')} intro={page.intro} empty={partners.length === 0 ? t('empty') : null} controls={<ListForm {...form} />}>
      <MobileListPages list={list} text={text} href={(number) => mobilePaths.whereToBuy(listParams(query, number))}>
        <PartnerList id="partner-list" partners={list.items} locale={locale} styles={styles} links={mobilePaths} />
      </MobileListPages>
    </MobileListPage>
  )
}
