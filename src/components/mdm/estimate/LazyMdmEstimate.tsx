'use client'

import type { ReactNode } from 'react'

import { useLoadOnIntent } from '@/components/behaviour/useLoadOnIntent'
import { estimateItems } from '@/rules/mdmEstimate'
import type { MdmTierId } from '@/rules/mdmPricing'

import type { MdmEstimateProps } from './MdmEstimateLive'
import type { EstimateValues } from './view'

const loadLive = () => import('./MdmEstimateLive').then((module) => module.MdmEstimateLive)

/** What the preview's fields held: the slider wins when it was moved away from the number field. */
function typedValues(form: FormData | null, fallback: EstimateValues): EstimateValues {
  if (!form) return fallback
  const read = (name: string, otherwise: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : otherwise
  }
  const values = { ...fallback, tier: read('tier', fallback.tier) as MdmTierId }
  for (const item of estimateItems) values[item] = read(item, fallback[item])
  const slider = read('devicesSlider', '')
  if (slider && slider !== fallback.devices && values.devices === fallback.devices) values.devices = slider
  return values
}

/**
 * Issue 29: the estimate under the price table. The server renders its form and first result in the
 * page (`children`); the live form is loaded as it scrolls near, or on the first focus, touch or key
 * in it, keeping what was typed, and opens the enquiry at once when the preview was sent.
 */
export function LazyMdmEstimate({ children, ...props }: Omit<MdmEstimateProps, 'submitOnMount'> & { children: ReactNode }) {
  const { box, taken } = useLoadOnIntent(loadLive, { near: true })
  return (
    <div ref={box}>
      {taken ? <taken.Live {...props} initial={typedValues(taken.typed, props.initial)} submitOnMount={taken.submitted} /> : children}
    </div>
  )
}
