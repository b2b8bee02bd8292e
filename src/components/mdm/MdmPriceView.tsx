import { getTranslations } from 'next-intl/server'

import { OpenEnquiryButton } from '@/components/enquiry'
import { ListPageHeader } from '@/components/ui/ListPageHeader'
import type { MdmPriceTable } from '@/data/mdm'
import type { Locale } from '@/rules/language'
import { paths } from '@/rules/paths'

import { MdmEstimate } from './estimate/MdmEstimate'
import { formatPrice, formatPriceOptions } from './formatPrice'
import { MdmCallToAction } from './MdmCallToAction'
import styles from './MdmPriceView.module.css'

type Props = { pricing: MdmPriceTable; locale: Locale }

/**
 * Spec §9 /mdm-price: the three tiers side by side, the comparison rows with what lies beyond each
 * plan, the price estimate under it (issue 29), the add-ons, custom firmware and the free trial;
 * amounts in ¥ (Chinese) or $ (English).
 */
export async function MdmPriceView({ pricing, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'mdm' })
  const productName = t('productName')
  const recommendedLabel = t('recommended')
  return (
    <>
      <ListPageHeader
        title={pricing.title || t('pricingTitle')}
        intro={pricing.subtitle}
        crumbLabel={t('breadcrumb')}
        crumbs={[
          { label: t('home'), href: paths.home() },
          { label: productName, href: paths.mdm() },
          { label: pricing.title || t('pricingTitle') },
        ]}
      />

      <section className={`container ${styles.tiersSection}`} aria-labelledby="mdm-tiers">
        <h2 id="mdm-tiers" className="visually-hidden">
          {t('tiers')}
        </h2>
        <ul className={styles.tiers}>
          {pricing.tiers.map((tier) => (
            <li
              key={tier.code}
              className={`${styles.tier} ${tier.recommended ? styles.recommended : ''}`}
              data-tier={tier.code}
              data-recommended={tier.recommended ? 'true' : undefined}
            >
              {tier.recommended && <p className={styles.ribbon}>{recommendedLabel}</p>}
              <h3 className={styles.tierName}>{tier.name}</h3>
              {tier.period && tier.period !== recommendedLabel && <p className={styles.period}>{tier.period}</p>}
              <p className={styles.price} data-testid="tier-price">
                {formatPrice(tier.price, locale)}
              </p>
              <dl className={styles.tierFacts}>
                {pricing.rows.map((row) => (
                  <div key={row.feature}>
                    <dt>{row.feature}</dt>
                    <dd>{row[tier.code] || '—'}</dd>
                  </div>
                ))}
              </dl>
              <OpenEnquiryButton productModel={`${productName} ${tier.name}`} className={styles.tierButton}>
                {t('choose', { tier: tier.name })}
              </OpenEnquiryButton>
            </li>
          ))}
        </ul>
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="mdm-compare">
        <h2 id="mdm-compare" className={styles.heading}>
          {t('compare')}
        </h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('feature')}</th>
                {pricing.tiers.map((tier) => (
                  <th key={tier.code} scope="col" className={tier.recommended ? styles.highlight : undefined}>
                    {tier.name}
                    {tier.recommended && <span className={styles.tag}>{recommendedLabel}</span>}
                  </th>
                ))}
                <th scope="col">{t('beyondPlan')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t('price')}</th>
                {pricing.tiers.map((tier) => (
                  <td key={tier.code} className={tier.recommended ? styles.highlight : undefined}>
                    <strong className={styles.cellPrice}>{formatPrice(tier.price, locale)}</strong>
                    {tier.period && tier.period !== recommendedLabel && <span className={styles.cellPeriod}>{tier.period}</span>}
                  </td>
                ))}
                <td>—</td>
              </tr>
              {pricing.rows.map((row) => (
                <tr key={row.feature}>
                  <th scope="row">{row.feature}</th>
                  {pricing.tiers.map((tier) => (
                    <td key={tier.code} className={tier.recommended ? styles.highlight : undefined}>
                      {row[tier.code] || '—'}
                    </td>
                  ))}
                  <td className={styles.extra}>{row.extra || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <MdmEstimate pricing={pricing} locale={locale} />

      <section className={`container ${styles.section} ${styles.lastSection}`} aria-label={`${t('addOns')} · ${t('customFirmware')} · ${t('trialTitle', { days: pricing.trialDays })}`}>
        <div className={styles.extras}>
          {pricing.addOns.length > 0 && (
            <div className={`${styles.panel} ${styles.addOns}`}>
              <h2 className={styles.panelTitle}>{t('addOns')}</h2>
              <table className={styles.addOnTable}>
                <thead className="visually-hidden">
                  <tr>
                    <th scope="col">{t('addOnName')}</th>
                    <th scope="col">{t('addOnPrice')}</th>
                  </tr>
                </thead>
                <tbody>
                  {pricing.addOns.map((addOn) => (
                    <tr key={addOn.name}>
                      <th scope="row">{addOn.name}</th>
                      <td>{formatPriceOptions(addOn.prices, addOn.unit, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className={styles.panel} data-testid="custom-firmware">
            <h2 className={styles.panelTitle}>{t('customFirmware')}</h2>
            <p className={styles.panelFigure}>
              {t.rich('perWorkHour', {
                price: formatPrice(pricing.customFirmwarePerHour, locale),
                b: (chunks) => <strong>{chunks}</strong>,
              })}
            </p>
            <p className={styles.panelText}>{t('customFirmwareText')}</p>
          </div>
          <div className={`${styles.panel} ${styles.trial}`} data-testid="free-trial">
            <h2 className={styles.panelTitle}>{t('trialTitle', { days: pricing.trialDays })}</h2>
            <p className={styles.panelText}>{t('trialText', { days: pricing.trialDays })}</p>
            <OpenEnquiryButton productModel={`${productName} ${t('trialTitle', { days: pricing.trialDays })}`} className={styles.trialButton}>
              {t('startTrial')}
            </OpenEnquiryButton>
          </div>
        </div>
        {pricing.note && <p className={styles.note}>{pricing.note}</p>}
      </section>

      <MdmCallToAction title={t('pricingCtaTitle')} text={t('pricingCtaText')} enquireLabel={t('enquire')} productModel={productName} />
    </>
  )
}
