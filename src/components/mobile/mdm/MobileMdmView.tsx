import Image from 'next/image'
import { getTranslations } from 'next-intl/server'

import { OpenEnquiryButton } from '@/components/enquiry'
import type { MdmContent } from '@/data/globals'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/rules/language'
import { mobilePaths } from '@/rules/routes'

import { MobileSection } from '../shared/MobileSection'
import ui from '../shared/MobileUi.module.css'
import { MobileMdmCallToAction } from './MobileMdmCallToAction'
import styles from './MobileMdm.module.css'

type Props = { content: MdmContent; trialDays: number; locale: Locale }

/** /m.mdm: the MDM offering on a phone, with the way to its prices and to the contact dialog. */
export async function MobileMdmView({ content, trialDays, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'mdm' })
  return (
    <div className={ui.page}>
      <header className={styles.hero}>
        {content.heroImage && (
          <Image src={content.heroImage.url} alt={content.heroImage.alt} fill priority sizes="(max-width: 750px) 100vw, 750px" className={styles.heroImage} />
        )}
        <div className={styles.heroText}>
          <p className={styles.trial}>{t('trialTitle', { days: trialDays })}</p>
          <h1>{content.title}</h1>
          {content.subtitle && <p>{content.subtitle}</p>}
          <div className={styles.heroActions}>
            <Link href={mobilePaths.mdmPrice()} className={ui.button}>
              {t('viewPricing')}
            </Link>
            <OpenEnquiryButton productModel={t('productName')} className={styles.heroGhost}>
              {t('enquire')}
            </OpenEnquiryButton>
          </div>
        </div>
      </header>

      {content.features.length > 0 && (
        <MobileSection title={t('features')}>
          <p className={ui.lead}>{t('featuresIntro')}</p>
          <ul className={styles.features}>
            {content.features.map((feature, index) => (
              <li key={feature.title}>
                {feature.icon ? (
                  <Image src={feature.icon.url} alt="" width={40} height={40} className={styles.featureIcon} />
                ) : (
                  <span className={styles.featureIcon} aria-hidden="true">
                    {index + 1}
                  </span>
                )}
                <h3>{feature.title}</h3>
                {feature.text && <p>{feature.text}</p>}
              </li>
            ))}
          </ul>
        </MobileSection>
      )}

      {content.scenarios.length > 0 && (
        <MobileSection title={t('scenarios')}>
          <ul className={styles.scenarios}>
            {content.scenarios.map((scenario) => (
              <li key={scenario.title}>
                {scenario.image && (
                  <Image src={scenario.image.url} alt={scenario.image.alt} width={scenario.image.width ?? 800} height={scenario.image.height ?? 600} sizes="(max-width: 750px) 92vw, 690px" className={styles.scenarioImage} />
                )}
                <h3>{scenario.title}</h3>
                {scenario.text && <p>{scenario.text}</p>}
              </li>
            ))}
          </ul>
        </MobileSection>
      )}

      <MobileMdmCallToAction
        title={t('ctaTitle')}
        text={t('ctaText')}
        enquireLabel={t('enquire')}
        productModel={t('productName')}
        pricing={{ href: mobilePaths.mdmPrice(), label: t('viewPricing') }}
      />
    </div>
  )
}
