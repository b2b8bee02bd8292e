import { getTranslations } from 'next-intl/server'

import type { ComparisonPage } from '@/app/(site)/[locale]/_load/compare'
import { Link } from '@/i18n/navigation'
import { visibleRows } from '@/rules/compare'
import { paths } from '@/rules/paths'
import { mobilePaths } from '@/rules/routes'

import { CompareTable } from './CompareTable'
import styles from './CompareView.module.css'

type Props = { page: ComparisonPage; variant: 'desktop' | 'mobile' }

/**
 * Issue 14 /product-compare and /m.product-compare: notices (unknown ids, more than 4), the
 * "differences only" switch (plain links, so it works without JavaScript and can be shared), the
 * table, or a helpful empty page when no product is left.
 */
export async function CompareView({ page, variant }: Props) {
  const { locale, products, unknown, truncated, differencesOnly, categories } = page
  const t = await getTranslations({ locale, namespace: 'compare' })
  const build = variant === 'mobile' ? mobilePaths : paths
  const keys = products.map((product) => product.customizeUrl)
  const rows = visibleRows(page.rows, differencesOnly)
  return (
    <article className={`${styles.page} ${styles[variant]}`} data-compare-page={variant}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.intro}>{t('description')}</p>
      </header>

      {(unknown.length > 0 || truncated) && (
        <div className={styles.notices} role="status" data-testid="compare-notice">
          {unknown.length > 0 && <p>{t('unknown', { ids: unknown.join(t('unknownSeparator')) })}</p>}
          {truncated && <p>{t('truncated')}</p>}
        </div>
      )}

      {products.length === 0 ? (
        <section className={styles.empty} aria-labelledby="compare-empty">
          <h2 id="compare-empty">{t('emptyTitle')}</h2>
          <p>{t('emptyText')}</p>
          <p>
            <Link href={build.productList()} className={styles.browse}>
              {t('browse')}
            </Link>
          </p>
          <ul className={styles.categories}>
            {categories.map((category, index) => (
              <li key={category.id}>
                <Link href={build.productList(index)}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <>
          <nav className={styles.toolbar} aria-label={t('rowsLabel')}>
            <Link href={build.productCompare(keys)} aria-current={differencesOnly ? undefined : 'true'} className={styles.switch}>
              {t('allRows')}
            </Link>
            <Link href={build.productCompare(keys, true)} aria-current={differencesOnly ? 'true' : undefined} className={styles.switch}>
              {t('differencesOnly')}
            </Link>
          </nav>
          {products.length === 1 && <p className={styles.hint}>{t('onlyOne')}</p>}
          {variant === 'mobile' && products.length > 2 && <p className={styles.hint}>{t('scrollHint')}</p>}
          <CompareTable
            products={products}
            rows={rows}
            differencesOnly={differencesOnly}
            build={build}
            text={{
              tableLabel: t('tableLabel'),
              item: t('item'),
              missingLabel: t('missingLabel'),
              datasheet: t('datasheet'),
              enquire: t('enquire'),
              removeFromPage: (model) => t('removeFromPage', { model }),
            }}
          />
          {differencesOnly && rows.length === 0 && <p className={styles.hint}>{t('noDifferences')}</p>}
        </>
      )}
    </article>
  )
}
