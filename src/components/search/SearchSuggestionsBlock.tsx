import { Link } from '@/i18n/navigation'
import type { Locale } from '@/rules/language'
import { paths } from '@/rules/paths'
import { mobilePaths } from '@/rules/routes'

import styles from './Search.module.css'
import { searchText } from './text'

type Props = { locale: Locale; models: string[]; mobile?: boolean }

/**
 * What the search pages offer when there is nothing to show: popular words and models as ready
 * searches, and the main sections to browse. `mobile` links to the /m. twins.
 */
export async function SearchSuggestionsBlock({ locale, models, mobile = false }: Props) {
  const { t } = await searchText(locale)
  const to = mobile ? mobilePaths : paths
  const words = [...new Set([...(t.raw('popularWords') as string[]), ...models])]
  const sections = [
    { href: to.productList(), label: t('browseProducts') },
    { href: to.solutionList(), label: t('browseSolutions') },
    { href: to.newsTrend(), label: t('browseNews') },
  ]
  return (
    <div className={mobile ? `${styles.suggest} ${styles.suggestMobile}` : styles.suggest} data-testid="search-suggestions">
      <h3 className={styles.suggestTitle}>{t('popular')}</h3>
      <ul className={styles.chips}>
        {words.map((word) => (
          <li key={word}>
            <Link href={to.search(word)} className={styles.chip}>
              {word}
            </Link>
          </li>
        ))}
      </ul>
      <h3 className={styles.suggestTitle}>{t('browse')}</h3>
      <ul className={styles.chips}>
        {sections.map((section) => (
          <li key={section.href}>
            <Link href={section.href} className={`${styles.chip} ${styles.chipSection}`}>
              {section.label} →
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
