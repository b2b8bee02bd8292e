import type { NewsCategorySummary } from '@/data/news'
import { Link } from '@/i18n/navigation'
import { paths } from '@/rules/paths'

import styles from './News.module.css'

type Props = {
  categories: NewsCategorySummary[]
  /** The category shown (null = all). */
  current: number | null
  allLabel: string
  label: string
}

/** The category tabs above a news list: all, then each category; the shown one is marked current. */
export function CategoryTabs({ categories, current, allLabel, label }: Props) {
  const tabs = [{ id: null, name: allLabel }, ...categories.map((category) => ({ id: category.id, name: category.name }))]
  return (
    <nav aria-label={label} className={styles.tabs}>
      {tabs.map((tab) => (
        <Link
          key={tab.id ?? 'all'}
          href={paths.newsList(tab.id)}
          className={styles.tab}
          aria-current={tab.id === current ? 'page' : undefined}
        >
          {tab.name}
        </Link>
      ))}
    </nav>
  )
}
