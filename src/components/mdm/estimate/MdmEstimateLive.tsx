'use client'

import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'

import { useEnquiryDialog } from '@/components/enquiry'
import type { Locale } from '@/rules/language'
import type { EstimateItem, EstimateRates } from '@/rules/mdmEstimate'

import { EstimateFields } from './EstimateFields'
import { estimateView, includedValues, type EstimateText, type EstimateTierChoice, type EstimateValues } from './view'

export interface MdmEstimateProps {
  text: EstimateText
  tiers: EstimateTierChoice[]
  rates: EstimateRates
  locale: Locale
  /** what the preview held when this took over */
  initial: EstimateValues
  /** the preview was submitted before this loaded: open the enquiry at once */
  submitOnMount?: boolean
}

/**
 * Issue 29: the estimate, live. Every change prices again (rules/mdmEstimate.ts); choosing another
 * tier moves the fields the buyer has not touched to what that tier includes. Sending it opens the
 * site's enquiry dialog with the estimate, above the device limit as "contact a manager".
 */
export function MdmEstimateLive({ text, tiers, rates, locale, initial, submitOnMount = false }: MdmEstimateProps) {
  const dialog = useEnquiryDialog()
  const [values, setValues] = useState<EstimateValues>(initial)
  const edited = useRef(new Set<EstimateItem>())
  const form = useRef<HTMLFormElement>(null)
  const view = useMemo(() => estimateView(values, rates, tiers, text, locale), [values, rates, tiers, text, locale])

  useEffect(() => {
    if (submitOnMount) form.current?.requestSubmit()
    dialog.preload()
    // Once, for the submit the preview took before this loaded.
  }, [])

  const onTier = (tier: EstimateValues['tier']) => {
    const start = includedValues(rates, tier)
    setValues((previous) => {
      const next = { ...previous, tier }
      for (const item of Object.keys(start) as (keyof EstimateValues)[]) if (item !== 'tier' && !edited.current.has(item)) next[item] = start[item]
      return next
    })
  }

  const onValue = (item: EstimateItem, value: string) => {
    edited.current.add(item)
    setValues((previous) => ({ ...previous, [item]: value }))
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (view.kind === 'invalid') return
    const tier = tiers.find((candidate) => candidate.code === values.tier)
    dialog.open({
      productModel: `${text.productName} ${tier?.name ?? ''}`.trim(),
      about: { estimate: { input: view.input, summary: view.summary, content: text.enquiryContent } },
    })
  }

  return <EstimateFields text={text} tiers={tiers} rates={rates} values={values} view={view} locale={locale} live={{ onTier, onValue, onSubmit, formRef: form }} />
}
