import { getTranslations } from 'next-intl/server'

import { PageHeader } from '@/components/ui/PageHeader'
import type { NewsCategorySummary } from '@/data/news'
import type { ProductCategorySummary } from '@/data/products'
import type { SolutionSummary } from '@/data/solutions'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/rules/language'
import { paths } from '@/rules/paths'

import styles from './About.module.css'
import { siteMapAboutLinks, siteMapPages } from './siteMapPages'

type Props = {
  locale: Locale
  categories: ProductCategorySummary[]
  solutions: SolutionSummary[]
  newsCategories: NewsCategorySummary[]
}

/** /site-map: every page of the site, generated from the data. */
export async function SiteMapView({ locale, categories, solutions, newsCategories }: Props) {
  const [t, nav, news] = await Promise.all([
    getTranslations({ locale, namespace: 'about' }),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'news' }),
  ])
  const pages = siteMapPages(paths, t, nav)
  return (
    <>
      <PageHeader
        title={t('siteMapTitle')}
        breadcrumb={{ label: news('breadcrumb'), items: [{ href: paths.home(), label: nav('home') }, { label: t('siteMapTitle') }] }}
      />
      <div className={`container ${styles.siteMap}`}>
        <section aria-labelledby="map-pages" className={styles.mapSection}>
          <h2 id="map-pages">{t('siteMapPages')}</h2>
          <ul className={styles.mapInline}>
            {pages.map((page) => (
              <li key={page.href}>
                <Link href={page.href}>{page.label}</Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="map-products" className={styles.mapSection} data-testid="site-map-products">
          <h2 id="map-products">{t('siteMapProducts')}</h2>
          <div className={styles.mapColumns}>
            {categories.map((category, index) => (
              <div key={category.id} className={styles.mapGroup}>
                <h3>
                  <Link href={paths.productList(index)}>{category.name}</Link>
                </h3>
                <ul>
                  {category.productList.map((product) => (
                    <li key={product.id}>
                      <Link href={paths.productDetail(product.customizeUrl)}>
                        {product.model} <span className={styles.muted}>{product.firstTitle}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>

        <div className={styles.mapPair}>
          <section aria-labelledby="map-solutions" className={styles.mapSection}>
            <h2 id="map-solutions">{t('siteMapSolutions')}</h2>
            <ul className={styles.mapList}>
              {solutions.map((solution) => (
                <li key={solution.id}>
                  <Link href={paths.solutionDetail(solution.id)}>{solution.name}</Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="map-news" className={styles.mapSection} data-testid="site-map-news">
            <h2 id="map-news">{t('siteMapNews')}</h2>
            <ul className={styles.mapList}>
              <li>
                <Link href={paths.newsList()}>{news('all')}</Link>
              </li>
              {newsCategories.map((category) => (
                <li key={category.id}>
                  <Link href={paths.newsList(category.id)}>{category.name}</Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="map-about" className={styles.mapSection}>
            <h2 id="map-about">{t('siteMapAbout')}</h2>
            <ul className={styles.mapList}>
              {siteMapAboutLinks(paths, nav).map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </>
  )
}
