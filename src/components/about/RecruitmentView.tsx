import { getTranslations } from 'next-intl/server'

import { PageHeader } from '@/components/ui/PageHeader'
import type { JobLocationSummary, JobOpening } from '@/data/jobs'
import type { Locale } from '@/rules/language'
import { paths } from '@/rules/paths'

import styles from './About.module.css'
import { JobFilter } from './JobFilter'
import { jobFilterProps } from './jobFilterProps'

type Props = { locale: Locale; locations: JobLocationSummary[]; jobs: JobOpening[] }

/** /recruitment-information: openings with a location filter. */
export async function RecruitmentView({ locale, locations, jobs }: Props) {
  const [t, nav, news] = await Promise.all([
    getTranslations({ locale, namespace: 'about' }),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'news' }),
  ])
  const cards = jobs.map((job) => ({
    id: job.id,
    locationId: job.location?.id ?? null,
    card: (
      <article className={styles.job} aria-labelledby={`job-${job.id}`}>
        <header className={styles.jobHead}>
          <h2 id={`job-${job.id}`} className={styles.jobTitle}>
            {job.title}
          </h2>
          <dl className={styles.jobFacts}>
            {job.department && (
              <div>
                <dt>{t('department')}</dt>
                <dd>{job.department}</dd>
              </div>
            )}
            {job.location && (
              <div>
                <dt>{t('location')}</dt>
                <dd data-testid="job-location">{job.location.name}</dd>
              </div>
            )}
            <div>
              <dt>{t('headcount')}</dt>
              <dd>{t('headcountValue', { count: job.headcount })}</dd>
            </div>
          </dl>
        </header>
        <div className={styles.jobColumns}>
          {job.description && (
            <section>
              <h3>{t('description')}</h3>
              <p>{job.description}</p>
            </section>
          )}
          {job.requirements.length > 0 && (
            <section>
              <h3>{t('requirements')}</h3>
              <ul>
                {job.requirements.map((requirement) => (
                  <li key={requirement}>{requirement}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
        {job.email && (
          <footer className={styles.jobApply}>
            <span className={styles.muted}>{t('applyHint')}</span>
            <a href={`mailto:${job.email}?subject=${encodeURIComponent(job.title)}`}>{job.email}</a>
            <a href={`mailto:${job.email}?subject=${encodeURIComponent(job.title)}`} className={styles.applyButton} aria-hidden="true" tabIndex={-1}>
              {t('apply')}
            </a>
          </footer>
        )}
      </article>
    ),
  }))
  return (
    <>
      <PageHeader
        title={t('recruitmentTitle')}
        subtitle={t('recruitmentSubtitle')}
        breadcrumb={{
          label: news('breadcrumb'),
          items: [{ href: paths.home(), label: nav('home') }, { href: paths.introductory(), label: nav('aboutUs') }, { label: t('recruitmentTitle') }],
        }}
      />
      <div className={`container ${styles.recruitment}`}>
        <JobFilter
          {...jobFilterProps(t, locations)}
          jobs={cards}
        />
      </div>
    </>
  )
}
