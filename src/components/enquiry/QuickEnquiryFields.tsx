import type { FormEventHandler, ReactNode, Ref } from 'react'

import styles from './QuickEnquiryForm.module.css'
import type { QuickEnquiryText } from './text'

export type QuickField = 'content' | 'email'

/** The form's id: one footer per page. */
export const quickFormId = 'quick-enquiry'

interface Props {
  text: QuickEnquiryText
  /** A field's own attributes beside its name, id and class: its value and handlers once live. */
  field?: (name: QuickField) => object
  fieldError?: (name: QuickField) => ReactNode
  loading?: boolean
  onSubmit?: FormEventHandler<HTMLFormElement>
  onPreload?: () => void
  formRef?: Ref<HTMLFormElement>
}

/**
 * The footer's leave-message form as markup, shared by its preview (LazyQuickEnquiryForm)
 * and the live form (QuickEnquiryFormClient), so the one taking over from the other shifts nothing.
 */
export function QuickEnquiryFields({ text, field = () => ({}), fieldError = () => null, loading = false, onSubmit, onPreload, formRef }: Props) {
  const common = (name: QuickField) => ({ id: `${quickFormId}-${name}`, name, 'aria-required': true as const, ...field(name) })
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} aria-busy={loading || undefined} data-testid="quick-enquiry-form">
      <div className={styles.field}>
        <label htmlFor={`${quickFormId}-content`} className="visually-hidden">
          {text.content}
        </label>
        <textarea rows={3} placeholder={text.contentPlaceholder} className={`${styles.input} ${styles.textarea}`} {...common('content')} />
        {fieldError('content')}
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${quickFormId}-email`} className="visually-hidden">
            {text.email}
          </label>
          <input type="email" autoComplete="email" placeholder={text.emailPlaceholder} className={styles.input} {...common('email')} />
          {fieldError('email')}
        </div>
        <button type="submit" className={styles.submit} disabled={loading} onPointerEnter={onPreload} data-testid="quick-enquiry-submit">
          {loading && <span className={styles.spinner} aria-hidden="true" />}
          {loading ? text.submitting : text.submit}
        </button>
      </div>
    </form>
  )
}
