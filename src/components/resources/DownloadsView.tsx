import { getTranslations } from 'next-intl/server'

import type { DownloadsPageData } from '@/app/(site)/[locale]/_load/resources'
import { Pagination } from '@/components/news/Pagination'
import { ListPageHeader } from '@/components/ui/ListPageHeader'
import { paths } from '@/rules/paths'
import { listParams } from '@/rules/resourceLists'

import { DocumentList } from './DocumentList'
import { downloadForm } from './filters'
import { ListCount, listText } from './listParts'
import { ListForm } from './ListForm'
import { resourceStyles as styles } from './resourceStyles'

const documentListId = 'document-list'

/** Issue 29 /downloads, issue 36: a page of documents, filtered by product, category, type and language and searched on the server. */
export async function DownloadsView({ locale, page, query, list, documents, categories }: DownloadsPageData) {
  const [t, common, form, text] = await Promise.all([
    getTranslations({ locale, namespace: 'resources.downloads' }),
    getTranslations({ locale, namespace: 'resources' }),
    downloadForm({ locale, path: paths.downloads(), query, styles }, documents, categories),
    listText(locale, 'downloads'),
  ])
  const title = page.title || t('title')
  return (
    <>
      <ListPageHeader title={title} intro={page.intro} crumbLabel={common('breadcrumb')} crumbs={[{ label: common('home'), href: paths.home() }, { label: title }]} />
      <section className={`container ${styles.page}`} aria-label={title}>
        {documents.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <>
            <ListForm {...form} />
            <ListCount text={text.count(list)} className={styles.count} />
            {list.items.length > 0 && <DocumentList id={documentListId} documents={list.items} locale={locale} styles={styles} links={paths} titleLevel="h2" />}
            <Pagination href={(number) => paths.downloads(listParams(query, number))} page={list.page} totalPages={list.totalPages} labels={text.pager} testId="list-pagination" />
          </>
        )}
      </section>
    </>
  )
}
