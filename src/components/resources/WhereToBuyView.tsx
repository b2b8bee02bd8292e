import { getTranslations } from 'next-intl/server'

import type { WhereToBuyPageData } from '@/app/(site)/[locale]/_load/resources'
import { HiddenWithoutScript } from '@/components/ui/HiddenWithoutScript'
import { ListPageHeader } from '@/components/ui/ListPageHeader'
import { paths } from '@/rules/paths'
import { JsonLd } from '@/seo/JsonLd'
import { partnersJsonLd } from '@/seo/resourcesJsonLd'

import { partnerFilters } from './filters'
import { ListFilter } from './ListFilter'
import { PartnerList } from './PartnerList'
import { resourceStyles as styles } from './resourceStyles'

const listId = 'partner-list'

/** Issue 29 /where-to-buy: partners by region, filtered in place by region, country and product line. */
export async function WhereToBuyView({ locale, page, partners }: WhereToBuyPageData) {
  const [t, common, filters] = await Promise.all([
    getTranslations({ locale, namespace: 'resources.whereToBuy' }),
    getTranslations({ locale, namespace: 'resources' }),
    partnerFilters(locale, partners),
  ])
  const title = page.title || t('title')
  return (
    <>
      <JsonLd data={partnersJsonLd(partners, title, locale)} />
      <ListPageHeader title={title} intro={page.intro} crumbLabel={common('breadcrumb')} crumbs={[{ label: common('home'), href: paths.home() }, { label: title }]} />
      <div className={`container ${styles.page}`}>
        <HiddenWithoutScript />
        {partners.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <>
            <ListFilter listId={listId} fields={filters.fields} {...filters.text} className={styles.filters} classNames={styles} />
            <PartnerList id={listId} partners={partners} locale={locale} styles={styles} links={paths} />
          </>
        )}
      </div>
    </>
  )
}
