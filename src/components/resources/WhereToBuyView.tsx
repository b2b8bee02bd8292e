import { getTranslations } from 'next-intl/server'

import type { WhereToBuyPageData } from '@/app/(site)/[locale]/_load/resources'
import { Pagination } from '@/components/news/Pagination'
import { ListPageHeader } from '@/components/ui/ListPageHeader'
import { paths } from '@/rules/paths'
import { listParams } from '@/rules/resourceLists'

import { partnerForm } from './filters'
import { ListCount, listText } from './listParts'
import { ListForm } from './ListForm'
import { PartnerList } from './PartnerList'
import { resourceStyles as styles } from './resourceStyles'

const listId = 'partner-list'

/** Issue 29 /where-to-buy, issue 36: a page of partners by region, filtered by region, country, product line and type and searched on the server. */
export async function WhereToBuyView({ locale, page, query, list, partners }: WhereToBuyPageData) {
  const [t, common, form, text] = await Promise.all([
    getTranslations({ locale, namespace: 'resources.whereToBuy' }),
    getTranslations({ locale, namespace: 'resources' }),
    partnerForm({ locale, path: paths.whereToBuy(), query, styles }, partners),
    listText(locale, 'whereToBuy'),
  ])
  const title = page.title || t('title')
  return (
    <>
      <ListPageHeader title={title} intro={page.intro} crumbLabel={common('breadcrumb')} crumbs={[{ label: common('home'), href: paths.home() }, { label: title }]} />
      <div className={`container ${styles.page}`}>
        {partners.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <>
            <ListForm {...form} />
            <ListCount text={text.count(list)} className={styles.count} />
            {list.items.length > 0 && <PartnerList id={listId} partners={list.items} locale={locale} styles={styles} links={paths} />}
            <Pagination href={(number) => paths.whereToBuy(listParams(query, number))} page={list.page} totalPages={list.totalPages} labels={text.pager} testId="list-pagination" />
          </>
        )}
      </div>
    </>
  )
}
