import { Image } from '@/components/media/Image'
import { getTranslations } from 'next-intl/server'

import { OpenEnquiryButton } from '@/components/enquiry'
import type { MdmContent } from '@/data/mdm'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/rules/language'
import { mobilePaths } from '@/rules/routes'

import { MobileCallout, MobileHero, MobilePicture } from '../shared/MobileBlocks'
import { MobileSection } from '../shared/MobileSection'
import ui from '../shared/MobileUi.module.css'
import styles from './MobileMdm.module.css'

type Props = { content: MdmContent; trialDays: number; locale: Locale }

/** /m.mdm: the MDM offering on a phone, with the way to its prices and to the contact dialog. */
export async function MobileMdmView({ content, trialDays, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'mdm' })
  const productName = t('productName')
  const pricingLink = (className: string) => (
    <Link href={mobilePaths.mdmPrice()} className={className}>
      {t('viewPricing')}
    </Link>
  )
  return (
    <div className={ui.page}>
      <MobileHero
        image={content.heroImage}
        title={content.title}
        subtitle={content.subtitle}
        eyebrow={<span className={styles.trial}>{t('trialTitle', { days: trialDays })}</span>}
      >
        <div className={styles.heroActions}>
          {pricingLink(ui.button)}
          <OpenEnquiryButton productModel={productName} className={`${ui.buttonGhost} ${ui.onDark}`}>
            {t('enquire')}
          </OpenEnquiryButton>
        </div>
      </MobileHero>

      {content.features.length > 0 && (
        <MobileSection title={t('features')}>
          <p className={ui.lead}>{t('featuresIntro')}</p>
          <ol className={`${ui.cards} ${styles.features}`}>
            {content.features.map((feature) => (
              <li key={feature.title} className={ui.blurb}>
                <h3>
                  {feature.icon && <Image src={feature.icon.url} focus={feature.icon.focus} alt="" width={40} height={40} className={styles.featureIcon} />}
                  {feature.title}
                </h3>
                {feature.text && <p>{feature.text}</p>}
              </li>
            ))}
          </ol>
        </MobileSection>
      )}

      {content.scenarios.length > 0 && (
        <MobileSection title={t('scenarios')}>
          <ul className={styles.scenarios}>
            {content.scenarios.map((scenario) => (
              <li key={scenario.title} className={ui.blurb}>
                {scenario.image && <MobilePicture image={scenario.image} className={styles.scenarioImage} />}
                <h3>{scenario.title}</h3>
                {scenario.text && <p>{scenario.text}</p>}
              </li>
            ))}
          </ul>
        </MobileSection>
      )}

      <MobileCallout id="mdm-cta" title={t('ctaTitle')} text={t('ctaText')}>
        <OpenEnquiryButton productModel={productName} className={ui.button}>
          {t('enquire')}
        </OpenEnquiryButton>
        {pricingLink(`${ui.buttonGhost} ${ui.onDark}`)}
      </MobileCallout>
    </div>
  )
}
