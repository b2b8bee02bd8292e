import { getTranslations } from 'next-intl/server'

import { siteMapAboutLinks, siteMapPages } from '@/components/about/siteMapPages'
import type { NewsCategorySummary } from '@/data/news'
import type { ProductCategorySummary } from '@/data/products'
import type { SolutionSummary } from '@/data/solutions'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/rules/language'
import { mobilePaths } from '@/rules/routes'

import { MobilePageHead, MobileSection } from '../shared/MobileSection'
import ui from '../shared/MobileUi.module.css'
import styles from './MobileAbout.module.css'

type Props = {
  locale: Locale
  categories: ProductCategorySummary[]
  solutions: SolutionSummary[]
  newsCategories: NewsCategorySummary[]
}

type MapLink = { href: string; label: string }

function LinkList({ links }: { links: MapLink[] }) {
  return (
    <ul className={styles.mapLinks}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href}>{link.label}</Link>
        </li>
      ))}
    </ul>
  )
}

/** /m.site-map: every page of the site, from the data, each link to its mobile twin. */
export async function MobileSiteMapView({ locale, categories, solutions, newsCategories }: Props) {
  const [t, nav, news] = await Promise.all([
    getTranslations({ locale, namespace: 'about' }),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'news' }),
  ])
  return (
    <div className={ui.page}>
      <MobilePageHead title={t('siteMapTitle')} />
      <MobileSection title={t('siteMapPages')}>
        <LinkList links={siteMapPages(mobilePaths, t, nav)} />
      </MobileSection>
      <MobileSection title={t('siteMapProducts')}>
        <div data-testid="site-map-products">
          {categories.map((category, index) => (
            <details key={category.id} className={styles.mapGroup}>
              <summary>
                {category.name}
                <span className={ui.count}>{category.productList.length}</span>
              </summary>
              <LinkList
                links={[
                  { href: mobilePaths.productList(index), label: `${category.name} · ${nav('viewMore')}` },
                  ...category.productList.map((product) => ({ href: mobilePaths.productDetail(product.customizeUrl), label: `${product.model} ${product.firstTitle}` })),
                ]}
              />
            </details>
          ))}
        </div>
      </MobileSection>
      <MobileSection title={t('siteMapSolutions')}>
        <LinkList links={solutions.map((solution) => ({ href: mobilePaths.solutionDetail(solution.id), label: solution.name }))} />
      </MobileSection>
      <MobileSection title={t('siteMapNews')}>
        <div data-testid="site-map-news">
          <LinkList
            links={[
              { href: mobilePaths.newsList(), label: news('all') },
              ...newsCategories.map((category) => ({ href: mobilePaths.newsList(category.id), label: category.name })),
            ]}
          />
        </div>
      </MobileSection>
      <MobileSection title={t('siteMapAbout')}>
        <LinkList links={siteMapAboutLinks(mobilePaths, nav)} />
      </MobileSection>
    </div>
  )
}
