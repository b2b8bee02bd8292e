import { Image } from '@/components/media/Image'
import { getTranslations } from 'next-intl/server'

import { ListPageHeader } from '@/components/ui/ListPageHeader'
import type { SolutionSummary } from '@/data/solutions'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/rules/language'
import { paths } from '@/rules/paths'

import styles from './SolutionListView.module.css'

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
              <Link href={paths.solutionDetail(solution.id)} className={styles.card}>
                <span className={styles.picture}>
                  {solution.imageUrl && (
                    <Image
                      src={solution.imageUrl}
                      focus={solution.imageFocus}
                      alt=""
                      width={800}
                      height={450}
                      sizes="(max-width: 1280px) 33vw, 400px"
                      preload={index === 0}
                      loading={index === 0 ? undefined : index < 3 ? 'eager' : 'lazy'}
                      className={styles.image}
                    />
                  )}
                </span>
                <span className={styles.text}>
                  <span className={styles.name}>{solution.name}</span>
                  {solution.summary && <span className={styles.summary}>{solution.summary}</span>}
                  <span className={styles.more}>
                    {t('learnMore')}
                    <span aria-hidden="true"> →</span>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
