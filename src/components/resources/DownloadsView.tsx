import { getTranslations } from 'next-intl/server'

import type { DownloadsPageData } from '@/app/(site)/[locale]/_load/resources'
import { HiddenWithoutScript } from '@/components/ui/HiddenWithoutScript'
import { ListPageHeader } from '@/components/ui/ListPageHeader'
import { paths } from '@/rules/paths'

import { DocumentList } from './DocumentList'
import { downloadFilters } from './filters'
import { ListFilter } from './ListFilter'
import { resourceStyles as styles } from './resourceStyles'

export const documentListId = 'document-list'

/** Issue 29 /downloads: every document, filtered in place by product, category, type and language. */
export async function DownloadsView({ locale, page, documents, categories }: DownloadsPageData) {
  const [t, common, filters] = await Promise.all([
    getTranslations({ locale, namespace: 'resources.downloads' }),
    getTranslations({ locale, namespace: 'resources' }),
    downloadFilters(locale, documents, categories),
  ])
  const title = page.title || t('title')
  return (
    <>
      <ListPageHeader title={title} intro={page.intro} crumbLabel={common('breadcrumb')} crumbs={[{ label: common('home'), href: paths.home() }, { label: title }]} />
      <section className={`container ${styles.page}`} aria-label={title}>
        <HiddenWithoutScript />
        {documents.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <>
            <ListFilter listId={documentListId} fields={filters.fields} {...filters.text} className={styles.filters} classNames={styles} />
            <DocumentList id={documentListId} documents={documents} locale={locale} styles={styles} links={paths} />
          </>
        )}
      </section>
    </>
  )
}
