import { Image } from '@/components/media/Image'
import { getTranslations } from 'next-intl/server'

import type { ProductCategorySummary } from '@/data/products'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/rules/language'
import { paths } from '@/rules/paths'

import { CompareToggle } from '@/components/compare/CompareToggle'
import { compareToggleText } from '@/components/compare/CompareTraySlot'
import { ListPageHeader } from '@/components/ui/ListPageHeader'

import { ProductCard } from './ProductCard'
import styles from './ProductListView.module.css'

type Props = { categories: ProductCategorySummary[]; activeIndex: number; locale: Locale }

/** Spec §2.1 /product-list?i=N: the category tabs, then the active category's products. */
export async function ProductListView({ categories, activeIndex, locale }: Props) {
  const [t, compareText] = await Promise.all([getTranslations({ locale, namespace: 'product' }), compareToggleText(locale)])
  const active = categories[activeIndex]
  return (
    <>
      <ListPageHeader
        title={t('title')}
        intro={t('description')}
        firstScreen
        crumbLabel={t('breadcrumb')}
        crumbs={[{ label: t('home'), href: paths.home() }, { label: t('title') }]}
      />

      <nav className={styles.tabsBar} aria-label={t('categories')}>
        <ul className={`container ${styles.tabs}`}>
          {categories.map((category, index) => {
            const current = index === activeIndex
            const icon = current ? category.selectImageUrl || category.imageUrl : category.imageUrl
            return (
              <li key={category.id}>
                <Link
                  href={paths.productList(index)}
                  className={`${styles.tab} ${current ? styles.active : ''}`}
                  aria-current={current ? 'page' : undefined}
                >
                  {icon && <Image src={icon} alt="" width={40} height={40} className={styles.icon} />}
                  <span>{category.name}</span>
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>

      <section className={`container ${styles.category}`} aria-labelledby="category-name">
        <div className={styles.categoryHead}>
          <div>
            <h2 id="category-name">{active.name}</h2>
            {active.summary && <p className={styles.summary}>{active.summary}</p>}
          </div>
          <p className={styles.count}>{t('productCount', { count: active.productList.length })}</p>
        </div>
        {active.productList.length > 0 ? (
          <ul className={styles.grid}>
            {active.productList.map((product) => (
              <li key={product.id} className={styles.item}>
                <ProductCard product={product} cta={t('viewDetail')} />
                <CompareToggle product={{ key: product.customizeUrl, model: product.model, title: product.firstTitle }} text={compareText} className={styles.compare} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{t('empty')}</p>
        )}
      </section>
    </>
  )
}
