import { getTranslations } from 'next-intl/server'

import type { MdmPriceTable } from '@/data/mdm'
import type { Locale } from '@/rules/language'

import { EstimateFields } from './EstimateFields'
import { LazyMdmEstimate } from './LazyMdmEstimate'
import styles from './MdmEstimate.module.css'
import { estimateView, includedValues, type EstimateText, type EstimateTierChoice } from './view'

async function estimateText(locale: Locale): Promise<EstimateText> {
  const t = await getTranslations({ locale, namespace: 'mdm' })
  // Templates the browser fills in itself ({tier}, {extra}, {limit}…), so they are read raw.
  const raw = (key: string) => t.raw(key) as string
  return {
    title: t('estimateTitle'),
    intro: t('estimateIntro'),
    label: t('estimateLabel'),
    productName: t('productName'),
    edition: t('edition'),
    items: { users: t('users'), devices: t('devices'), storage: t('storage'), vouchers: t('vouchers') },
    devicesSlider: t('devicesSlider'),
    lines: { tier: raw('lineTier'), users: raw('lineUsers'), devices: raw('lineDevices'), storage: raw('lineStorage'), vouchers: raw('lineVouchers') },
    fieldHint: raw('fieldHint'),
    invalid: raw('invalid'),
    total: t('total'),
    note: t('estimateNote'),
    contactManagerTitle: raw('contactManagerTitle'),
    contactManagerText: raw('contactManagerText'),
    contactManager: t('contactManager'),
    askQuote: t('askQuote'),
    enquiryContent: t('enquiryContent'),
  }
}

/**
 * Issue 29: the MDM price estimate under the §9 table, from the rates beside the tiers in the admin.
 * Its form and the estimate for the recommended tier's included amounts are in the page's HTML; the
 * script that prices as the buyer types loads on intent. Without JavaScript it is not shown, and
 * the page reads as the table alone.
 */
export async function MdmEstimate({ pricing, locale }: { pricing: MdmPriceTable; locale: Locale }) {
  const text = await estimateText(locale)
  const rates = pricing.estimate
  const tiers: EstimateTierChoice[] = pricing.tiers.map(({ code, name, price }) => ({ code, name, price }))
  const start = pricing.tiers.find((tier) => tier.recommended) ?? pricing.tiers[0]
  if (!start || rates.tiers.length === 0) return null
  const initial = includedValues(rates, start.code)
  const props = { text, tiers, rates, locale, initial }
  return (
    <section className={styles.estimate} aria-labelledby="mdm-estimate-title" id="estimate" data-needs-script="" data-testid="mdm-estimate">
      <h2 id="mdm-estimate-title" className={styles.title}>
        {text.title}
      </h2>
      <p className={styles.intro}>{text.intro}</p>
      <LazyMdmEstimate {...props}>
        <EstimateFields {...props} values={initial} view={estimateView(initial, rates, tiers, text, locale)} />
      </LazyMdmEstimate>
    </section>
  )
}
