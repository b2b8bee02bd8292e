import { getTranslations } from 'next-intl/server'

import { Prose } from '@/components/ui/Prose'
import type { MobileGuideContent } from '@/data/mobileGuide'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/rules/language'
import { mobilePaths } from '@/rules/routes'

import { MobilePageHead } from '../shared/MobileSection'
import styles from './MobileGuideView.module.css'

export async function MobileGuideView({ guide, locale }: { guide: MobileGuideContent; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'mobile' })
  return (
    <article>
      <MobilePageHead title={guide.title} subtitle={guide.intro} />
      <ol className={styles.steps}>
        {guide.steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h2>{step.title}</h2>
              {step.body && <p>{step.body}</p>}
            </div>
          </li>
        ))}
      </ol>
      {guide.notesHtml && (
        <div className={styles.notes}>
          <Prose html={guide.notesHtml} className={styles.notesProse} />
        </div>
      )}
      <p className={styles.back}>
        <Link href={mobilePaths.mdm()}>{t('guideMore')} ›</Link>
      </p>
    </article>
  )
}
