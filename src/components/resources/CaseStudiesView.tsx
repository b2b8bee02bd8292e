import { getTranslations } from 'next-intl/server'

import type { CaseStudiesPageData } from '@/app/(site)/[locale]/_load/resources'
import { ListPageHeader } from '@/components/ui/ListPageHeader'
import { paths } from '@/rules/paths'

import { CaseStudyCards } from './CaseStudyCards'
import { caseStudyFilters } from './filters'
import { ListFilter } from './ListFilter'
import { resourceStyles as styles } from './resourceStyles'

const listId = 'case-study-list'

/** Issue 29 /case-studies: every case study as a card, filtered in place by industry. */
export async function CaseStudiesView({ locale, page, studies }: CaseStudiesPageData) {
  const [t, common, filters] = await Promise.all([
    getTranslations({ locale, namespace: 'resources.caseStudies' }),
    getTranslations({ locale, namespace: 'resources' }),
    caseStudyFilters(locale, studies),
  ])
  const title = page.title || t('title')
  return (
    <>
      <ListPageHeader title={title} intro={page.intro} crumbLabel={common('breadcrumb')} crumbs={[{ label: common('home'), href: paths.home() }, { label: title }]} />
      <section className={`container ${styles.page}`} aria-label={title}>
        {studies.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <>
            <ListFilter listId={listId} fields={filters.fields} {...filters.text} className={styles.filters} classNames={styles} />
            <CaseStudyCards id={listId} studies={studies} locale={locale} styles={styles} links={paths} preloadFirst />
          </>
        )}
      </section>
    </>
  )
}
