import { getTranslations } from 'next-intl/server'

import { ListPageHeader } from '@/components/ui/ListPageHeader'
import { PictureCard } from '@/components/ui/PictureCard'
import type { SolutionSummary } from '@/data/solutions'
import type { Locale } from '@/rules/language'
import { paths } from '@/rules/paths'

import styles from './SolutionListView.module.css'

/** The first card's picture is the page's main one; the first row's load at once, the rest as they come near. */
const solutionPicture = (index: number) => ({
  width: 800,
  height: 450,
  sizes: '(max-width: 1280px) 33vw, 400px',
  preload: index === 0,
  loading: index === 0 ? undefined : index < 3 ? ('eager' as const) : ('lazy' as const),
})

/** Spec §2.1 /solution-list: every solution as a card linking to its detail page. */
export async function SolutionListView({ solutions, locale }: { solutions: SolutionSummary[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'solution' })
  return (
    <>
      <ListPageHeader title={t('title')} intro={t('intro')} crumbLabel={t('breadcrumb')} crumbs={[{ label: t('home'), href: paths.home() }, { label: t('title') }]} />
      <section className={`container ${styles.list}`}>
        <ul className={styles.grid}>
          {solutions.map((solution, index) => (
            <li key={solution.id}>
              <PictureCard href={paths.solutionDetail(solution.id)} picture={{ src: solution.imageUrl, focus: solution.imageFocus, ...solutionPicture(index) }} more={t('learnMore')} styles={styles}>
                <span className={styles.name}>{solution.name}</span>
                {solution.summary && <span className={styles.summary}>{solution.summary}</span>}
              </PictureCard>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
