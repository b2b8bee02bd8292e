import Image from 'next/image'
import { getTranslations } from 'next-intl/server'

import { Prose } from '@/components/news/Prose'
import type { CompanyProfileContent, SiteSettings } from '@/data/globals'
import type { Locale } from '@/rules/language'

import { MobileSection } from '../shared/MobileSection'
import ui from '../shared/MobileUi.module.css'
import styles from './MobileAbout.module.css'

type Props = { locale: Locale; profile: CompanyProfileContent; site: SiteSettings }

/** /m.introductory: hero, key figures, the company text, the milestones and the contacts (#contact). */
export async function MobileProfileView({ locale, profile, site }: Props) {
  const t = await getTranslations({ locale, namespace: 'about' })
  return (
    <div className={ui.page}>
      <header className={styles.hero}>
        {profile.heroImage && <Image src={profile.heroImage.url} alt={profile.heroImage.alt} fill priority sizes="(max-width: 750px) 100vw, 750px" className={styles.heroImage} />}
        <div className={styles.heroText}>
          <h1>{profile.title}</h1>
          {profile.subtitle && <p>{profile.subtitle}</p>}
        </div>
      </header>

      {profile.stats.length > 0 && (
        <section aria-label={t('figures')}>
          <dl className={styles.stats}>
            {profile.stats.map((stat) => (
              <div key={stat.label}>
                <dd>{stat.value}</dd>
                <dt>{stat.label}</dt>
              </div>
            ))}
          </dl>
        </section>
      )}

      <div className={`${ui.richText} ${styles.body}`}>
        <Prose html={profile.bodyHtml} className={ui.prose} />
      </div>

      {profile.milestones.length > 0 && (
        <MobileSection title={t('milestones')}>
          <ol className={styles.timeline}>
            {profile.milestones.map((milestone) => (
              <li key={`${milestone.year}-${milestone.text}`}>
                <span className={styles.year}>{milestone.year}</span>
                <p>{milestone.text}</p>
              </li>
            ))}
          </ol>
        </MobileSection>
      )}

      <section id="contact" aria-labelledby="contact-title" className={styles.contact}>
        <h2 id="contact-title">{t('contactTitle')}</h2>
        <p>{t('contactIntro')}</p>
        <dl>
          {site.contactLines.map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  )
}
