import { Image } from '@/components/media/Image'
import { getTranslations } from 'next-intl/server'

import { UntranslatedNote } from '@/components/ui/UntranslatedNote'
import type { SolutionSummary } from '@/data/solutions'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/rules/language'
import { mobilePaths } from '@/rules/routes'

import { MobileHero } from '../shared/MobileBlocks'
import ui from '../shared/MobileUi.module.css'
import styles from './MobileSolution.module.css'

/** /m.solution-list: every solution as a wide card linking to its mobile detail page. */
export async function MobileSolutionListView({ solutions, locale }: { solutions: SolutionSummary[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'solution' })
  return (
    <div className={ui.page}>
      <MobileHero title={t('title')} subtitle={t('intro')}>
        <UntranslatedNote />
      </MobileHero>
      <ul className={styles.list}>
        {solutions.map((solution, index) => (
          <li key={solution.id}>
            <Link href={mobilePaths.solutionDetail(solution.id)} className={ui.mediaCard}>
              {solution.imageUrl && (
                <Image src={solution.imageUrl} focus={solution.imageFocus} alt="" width={800} height={450} sizes="(max-width: 750px) 92vw, 690px" className={`${ui.cardImage} ${ui.wide}`} />
              )}
              <span className={ui.mediaCardText}>
                <span className={styles.cardName}>{solution.name}</span>
                {solution.summary && <span className={styles.cardSummary}>{solution.summary}</span>}
                <span className={ui.more}>{t('learnMore')} ›</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
