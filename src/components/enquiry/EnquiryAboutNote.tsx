import type { EstimateInput } from '@/rules/mdmEstimate'

import styles from './EnquiryAboutNote.module.css'

/** Issue 29: what an enquiry is about besides its fields; sent with it, named to staff. */
export interface EnquiryAbout {
  readonly partner?: { readonly id: number; readonly name: string }
  readonly estimate?: {
    readonly input: EstimateInput
    /** one line, as rules/mdmEstimate.ts estimateSummary writes it */
    readonly summary: string
    /** the enquiry's text to start from */
    readonly content: string
  }
}

/** The partner or estimate the dialog was opened for, above its fields. */
export function EnquiryAboutNote({ about, labels }: { about: EnquiryAbout; labels: { partner: string; estimate: string } }) {
  return (
    <dl className={styles.about} data-testid="enquiry-about">
      {about.partner && (
        <div>
          <dt>{labels.partner}</dt>
          <dd>{about.partner.name}</dd>
        </div>
      )}
      {about.estimate && (
        <div>
          <dt>{labels.estimate}</dt>
          <dd>{about.estimate.summary}</dd>
        </div>
      )}
    </dl>
  )
}

/** The request's context fields for an enquiry about a partner or an estimate. */
export function aboutContext(about: EnquiryAbout | null): { partner?: number; estimate?: EstimateInput } {
  return { ...(about?.partner ? { partner: about.partner.id } : {}), ...(about?.estimate ? { estimate: about.estimate.input } : {}) }
}
