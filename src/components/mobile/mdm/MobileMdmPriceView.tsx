import { getTranslations } from 'next-intl/server'

import { OpenEnquiryButton } from '@/components/enquiry'
import { MdmEstimate } from '@/components/mdm/estimate/MdmEstimate'
import { formatPrice, formatPriceOptions } from '@/components/mdm/formatPrice'
import type { MdmPriceTable } from '@/data/mdm'
import type { Locale } from '@/rules/language'

import { MobileCallout, MobileFacts } from '../shared/MobileBlocks'
import { MobilePageHead, MobileSection } from '../shared/MobileSection'
import ui from '../shared/MobileUi.module.css'
import styles from './MobileMdm.module.css'

type Props = { pricing: MdmPriceTable; locale: Locale }

/**
 * Spec §9 /m.mdm-price: the three editions as stacked cards (price, period, what each includes),
 * then what lies beyond each plan, the add-ons, custom firmware and the free trial; amounts in ¥
 * (Chinese) or $ (English), formatted like the desktop page.
 */
export async function MobileMdmPriceView({ pricing, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'mdm' })
  const productName = t('productName')
  const recommendedLabel = t('recommended')
  const trialTitle = t('trialTitle', { days: pricing.trialDays })
  return (
    <div className={ui.page}>
      <MobilePageHead title={pricing.title || t('pricingTitle')} subtitle={pricing.subtitle} />

      <section className={styles.tiers} aria-label={t('tiers')}>
        {pricing.tiers.map((tier) => (
          <article key={tier.code} className={styles.tier} data-tier={tier.code} data-recommended={tier.recommended ? 'true' : undefined}>
            <header className={styles.tierHead}>
              <h2>{tier.name}</h2>
              {tier.recommended && <span className={styles.recommended}>{recommendedLabel}</span>}
            </header>
            <p className={styles.tierPrice}>
              <strong data-testid="tier-price">{formatPrice(tier.price, locale)}</strong>
              {tier.period && tier.period !== recommendedLabel && <span>{tier.period}</span>}
            </p>
            <MobileFacts facts={pricing.rows.map((row) => ({ label: row.feature, value: row[tier.code] || '—' }))} className={styles.facts} />
            <OpenEnquiryButton productModel={`${productName} ${tier.name}`} className={tier.recommended ? ui.button : ui.buttonGhost}>
              {t('choose', { tier: tier.name })}
            </OpenEnquiryButton>
          </article>
        ))}
      </section>

      <MobileSection title={t('beyondPlan')}>
        <MobileFacts
          facts={pricing.rows.filter((row) => row.extra).map((row) => ({ label: row.feature, value: row.extra }))}
          className={styles.extras}
          testId="beyond-plan"
        />
      </MobileSection>

      <MdmEstimate pricing={pricing} locale={locale} />

      {pricing.addOns.length > 0 && (
        <MobileSection title={t('addOns')}>
          <ul className={styles.addOns} data-testid="add-ons">
            {pricing.addOns.map((addOn) => (
              <li key={addOn.name}>
                <span>{addOn.name}</span>
                <strong>{formatPriceOptions(addOn.prices, addOn.unit, locale)}</strong>
              </li>
            ))}
          </ul>
        </MobileSection>
      )}

      <MobileSection title={t('customFirmware')}>
        <div className={styles.panel} data-testid="custom-firmware">
          <p className={styles.panelFigure}>
            {t.rich('perWorkHour', { price: formatPrice(pricing.customFirmwarePerHour, locale), b: (chunks) => <strong>{chunks}</strong> })}
          </p>
          <p>{t('customFirmwareText')}</p>
        </div>
      </MobileSection>

      <section className={styles.trialBand} data-testid="free-trial" aria-labelledby="mdm-trial">
        <h2 id="mdm-trial">{trialTitle}</h2>
        <p>{t('trialText', { days: pricing.trialDays })}</p>
        <OpenEnquiryButton productModel={`${productName} ${trialTitle}`} className={ui.button}>
          {t('startTrial')}
        </OpenEnquiryButton>
      </section>
      {pricing.note && <p className={styles.note}>{pricing.note}</p>}

      <MobileCallout id="mdm-cta" title={t('pricingCtaTitle')} text={t('pricingCtaText')}>
        <OpenEnquiryButton productModel={productName} className={ui.button}>
          {t('enquire')}
        </OpenEnquiryButton>
      </MobileCallout>
    </div>
  )
}
