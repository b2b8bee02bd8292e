import { getTranslations } from 'next-intl/server'

import { JobFilter } from '@/components/about/JobFilter'
import { jobFilterProps } from '@/components/about/jobFilterProps'
import type { JobLocationSummary, JobOpening } from '@/data/jobs'
import type { Locale } from '@/rules/language'

import { MobilePageHead } from '../shared/MobileSection'
import ui from '../shared/MobileUi.module.css'
import styles from './MobileAbout.module.css'

type Props = { locale: Locale; locations: JobLocationSummary[]; jobs: JobOpening[] }

/**
 * /m.recruitment-information: the openings with the desktop page's location filter (JobFilter,
 * with mobile classes); each opening is a card that unfolds to its duties and requirements.
 */
export async function MobileRecruitmentView({ locale, locations, jobs }: Props) {
  const t = await getTranslations({ locale, namespace: 'about' })
  const cards = jobs.map((job) => {
    const mail = job.email ? `mailto:${job.email}?subject=${encodeURIComponent(job.title)}` : null
    return {
      id: job.id,
      locationId: job.location?.id ?? null,
      card: (
        <details className={styles.job}>
          <summary>
            <span className={styles.jobTitle}>{job.title}</span>
            <span className={styles.jobFacts}>
              {job.location && <span data-testid="job-location">{job.location.name}</span>}
              {job.department && <span>{job.department}</span>}
              <span>{t('headcountValue', { count: job.headcount })}</span>
            </span>
          </summary>
          <div className={styles.jobBody}>
            {job.description && (
              <>
                <h3>{t('description')}</h3>
                <p>{job.description}</p>
              </>
            )}
            {job.requirements.length > 0 && (
              <>
                <h3>{t('requirements')}</h3>
                <ul>
                  {job.requirements.map((requirement) => (
                    <li key={requirement}>{requirement}</li>
                  ))}
                </ul>
              </>
            )}
            {mail && (
              <p className={styles.apply}>
                <span className={ui.muted}>
                  {t('applyHint')} {job.email}
                </span>
                <a href={mail} className={ui.button}>
                  {t('apply')}
                </a>
              </p>
            )}
          </div>
        </details>
      ),
    }
  })
  return (
    <div className={ui.page}>
      <MobilePageHead title={t('recruitmentTitle')} subtitle={t('recruitmentSubtitle')} />
      <div className={styles.recruitment}>
        <JobFilter
          {...jobFilterProps(t, locations)}
          jobs={cards}
          classes={{ filter: styles.filter, filterButton: ui.tab, filterCount: ui.count, empty: ui.empty, jobs: styles.jobs }}
        />
      </div>
    </div>
  )
}
