import { Image } from '@/components/media/Image'
import { getTranslations } from 'next-intl/server'

import { Prose } from '@/components/ui/Prose'
import type { CompanyProfileContent, SiteSettings } from '@/data/globals'
import type { Locale } from '@/rules/language'

import styles from './About.module.css'

type Props = { locale: Locale; profile: CompanyProfileContent; site: SiteSettings }

/** /introductory: hero, the company text beside its key figures, the milestones and the contacts. */
export async function ProfileView({ locale, profile, site }: Props) {
  const t = await getTranslations({ locale, namespace: 'about' })
  return (
    <>
      <section className={styles.hero}>
        {profile.heroImage && (
          <Image src={profile.heroImage.url} focus={profile.heroImage.focus} alt={profile.heroImage.alt} fill priority sizes="100vw" className={styles.heroImage} />
        )}
        <div className={`container ${styles.heroText}`}>
          <h1>{profile.title}</h1>
          {profile.subtitle && <p>{profile.subtitle}</p>}
        </div>
      </section>

      <div className={`container ${styles.profileBody}`}>
        <Prose html={profile.bodyHtml} />
        {profile.stats.length > 0 && (
          <aside aria-labelledby="figures" className={styles.stats}>
            <h2 id="figures" className="visually-hidden">
              {t('figures')}
            </h2>
            <dl>
              {profile.stats.map((stat) => (
                <div key={stat.label} className={styles.stat}>
                  <dt>{stat.label}</dt>
                  <dd>{stat.value}</dd>
                </div>
              ))}
            </dl>
          </aside>
        )}
      </div>

      {profile.milestones.length > 0 && (
        <section aria-labelledby="milestones" className={styles.timelineBand}>
          <div className="container">
            <h2 id="milestones" className={styles.sectionTitle}>
              {t('milestones')}
            </h2>
            <ol className={styles.timeline}>
              {profile.milestones.map((milestone) => (
                <li key={`${milestone.year}-${milestone.text}`}>
                  <span className={styles.year}>{milestone.year}</span>
                  <span className={styles.dot} aria-hidden="true" />
                  <p>{milestone.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>
      )}

      <section id="contact" aria-labelledby="contact-title" className={`container ${styles.contact}`}>
        <div>
          <h2 id="contact-title" className={styles.sectionTitle}>
            {t('contactTitle')}
          </h2>
          <p className={styles.muted}>{t('contactIntro')}</p>
        </div>
        <dl className={styles.contactLines}>
          {site.contactLines.map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  )
}
