import { getTranslations } from 'next-intl/server'

import { Prose } from '@/components/ui/Prose'
import type { CompanyProfileContent, SiteSettings } from '@/data/globals'
import type { Locale } from '@/rules/language'

import { MobileFacts, MobileHero } from '../shared/MobileBlocks'
import { MobileSection } from '../shared/MobileSection'
import ui from '../shared/MobileUi.module.css'
import styles from './MobileAbout.module.css'

type Props = { locale: Locale; profile: CompanyProfileContent; site: SiteSettings }

/** /m.introductory: hero, key figures, the company text, the milestones and the contacts (#contact). */
export async function MobileProfileView({ locale, profile, site }: Props) {
  const t = await getTranslations({ locale, namespace: 'about' })
  return (
    <div className={ui.page}>
      <MobileHero image={profile.heroImage} title={profile.title} subtitle={profile.subtitle} />

      {profile.stats.length > 0 && (
        <section aria-label={t('figures')}>
          <MobileFacts facts={profile.stats} className={styles.stats} />
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

      <section id="contact" aria-labelledby="contact-title" className={`${ui.callout} ${styles.contact}`}>
        <h2 id="contact-title">{t('contactTitle')}</h2>
        <p>{t('contactIntro')}</p>
        <MobileFacts facts={site.contactLines} className={styles.contactLines} />
      </section>
    </div>
  )
}
