import type { FormEvent, Ref } from 'react'

import { estimateItems, estimateMaximum, estimateMinimum, type EstimateItem, type EstimateRates } from '@/rules/mdmEstimate'
import type { MdmTierId } from '@/rules/mdmPricing'
import { formatPrice } from '@/rules/price'
import type { Locale } from '@/rules/language'

import styles from './MdmEstimate.module.css'
import { fieldHint, type EstimateText, type EstimateTierChoice, type EstimateValues, type EstimateView } from './view'

export const estimateId = 'mdm-estimate'

/** The live form's handlers; the server's preview has none (its fields keep what is typed until the live form takes over). */
export interface EstimateHandlers {
  onTier(tier: MdmTierId): void
  onValue(item: EstimateItem, value: string): void
  onSubmit(event: FormEvent<HTMLFormElement>): void
  formRef: Ref<HTMLFormElement>
}

interface Props {
  text: EstimateText
  tiers: EstimateTierChoice[]
  rates: EstimateRates
  values: EstimateValues
  view: EstimateView
  locale: Locale
  live?: EstimateHandlers
}

/** The slider reaches a little past the device count that needs a manager, so both sides are in reach. */
export const sliderMaximum = (rates: EstimateRates) => Math.ceil((rates.extras.contactManagerAbove * 1.2) / 100) * 100

/**
 * Issue 29: the estimate's form and result, the same markup for the server's preview and the live
 * form (useLoadOnIntent swaps one for the other). Devices have a slider and a number field.
 */
export function EstimateFields({ text, tiers, rates, values, view, locale, live }: Props) {
  const control = (name: string, value: string) =>
    live ? { value, onChange: (event: { target: { value: string } }) => live.onValue(name === 'devicesSlider' ? 'devices' : (name as EstimateItem), event.target.value) } : { defaultValue: value }
  const errors = view.kind === 'invalid' ? view.errors : {}
  const fieldId = (item: string) => `${estimateId}-${item}`
  const sliderMax = sliderMaximum(rates)
  const devices = Number(values.devices)
  const sliderValue = String(Number.isFinite(devices) ? Math.min(Math.max(devices, 1), sliderMax) : 1)
  return (
    <form className={styles.form} noValidate onSubmit={live?.onSubmit} ref={live?.formRef} aria-label={text.label} data-live={live ? 'true' : undefined}>
      <fieldset className={styles.tiers}>
        <legend className={styles.legend}>{text.edition}</legend>
        {tiers.map((tier) => (
          <label key={tier.code} className={styles.tier}>
            <input
              type="radio"
              name="tier"
              value={tier.code}
              {...(live ? { checked: values.tier === tier.code, onChange: () => live.onTier(tier.code) } : { defaultChecked: values.tier === tier.code })}
            />
            <span className={styles.tierName}>{tier.name}</span>
            <span className={styles.tierPrice}>{formatPrice(tier.price, locale)}</span>
          </label>
        ))}
      </fieldset>

      <div className={styles.fields}>
        {estimateItems.map((item) => (
          <div key={item} className={item === 'devices' ? `${styles.field} ${styles.devices}` : styles.field}>
            <label htmlFor={fieldId(item)} className={styles.label}>
              {text.items[item]}
            </label>
            {item === 'devices' && (
              <input
                type="range"
                name="devicesSlider"
                className={styles.slider}
                min={estimateMinimum.devices}
                max={sliderMax}
                step={1}
                aria-label={text.devicesSlider}
                aria-describedby={`${fieldId(item)}-hint`}
                data-testid="devices-slider"
                {...control('devicesSlider', sliderValue)}
              />
            )}
            <input
              id={fieldId(item)}
              type="number"
              name={item}
              inputMode="numeric"
              className={styles.number}
              min={estimateMinimum[item]}
              max={estimateMaximum[item]}
              step={item === 'storage' ? 100 : 1}
              aria-invalid={errors[item] ? true : undefined}
              aria-describedby={`${fieldId(item)}-hint${errors[item] ? ` ${fieldId(item)}-error` : ''}`}
              {...control(item, values[item])}
            />
            <p id={`${fieldId(item)}-hint`} className={styles.hint}>
              {fieldHint(text, rates, values.tier, item)}
            </p>
            {errors[item] && (
              <p id={`${fieldId(item)}-error`} className={styles.error}>
                {errors[item]}
              </p>
            )}
          </div>
        ))}
      </div>

      <div className={styles.result} aria-live="polite" data-testid="estimate-result" data-kind={view.kind}>
        {view.kind === 'priced' && (
          <table className={styles.lines}>
            <tbody>
              {view.lines.map((line) => (
                <tr key={line.key} data-line={line.key}>
                  <th scope="row">{line.label}</th>
                  <td>{line.amount}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{text.total}</th>
                <td data-testid="estimate-total">{view.total}</td>
              </tr>
            </tfoot>
          </table>
        )}
        {view.kind === 'contactManager' && (
          <div className={styles.manager} data-testid="contact-manager">
            <p className={styles.managerTitle}>{view.title}</p>
            <p>{view.text}</p>
          </div>
        )}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} aria-haspopup="dialog" disabled={view.kind === 'invalid'} data-testid="estimate-submit">
          {view.kind === 'contactManager' ? text.contactManager : text.askQuote}
        </button>
        <p className={styles.note}>{text.note}</p>
      </div>
    </form>
  )
}
