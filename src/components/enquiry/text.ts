import { getTranslations } from 'next-intl/server'

import { enquiryFields, type EnquiryField } from '@/rules/enquiry'
import type { Locale } from '@/rules/language'
import { enquiryContentMaxLength } from '@/rules/limits'
import { visitorMessage } from '@/rules/visitorMessages'

/*
 * The enquiry UI's strings (messages/<locale>/enquiry.json), resolved on the server and handed to
 * the client components as props: the browser then needs no message formatter (next-intl's
 * useTranslations brings ICU parsing into every page's first load).
 */

export interface ContactDialogText {
  readonly title: string
  readonly description: string
  readonly close: string
  readonly cancel: string
  readonly submit: string
  readonly submitting: string
  readonly submitted: string
  /** "At most 200 characters", the limit filled in. */
  readonly contentLimit: string
  /** Spec §7 serverError: shown when the dialog's code cannot be fetched. */
  readonly unavailable: string
  readonly fields: Readonly<Record<EnquiryField, string>>
  readonly placeholders: Readonly<Record<EnquiryField, string>>
  /** Issue 29: the labels of what an enquiry is about (a partner, an estimate). */
  readonly about: { readonly partner: string; readonly estimate: string }
}

export interface QuickEnquiryText {
  readonly content: string
  readonly email: string
  readonly contentPlaceholder: string
  readonly emailPlaceholder: string
  readonly submit: string
  readonly submitting: string
}

export interface EnquiryText {
  readonly consult: string
  readonly dialog: ContactDialogText
  readonly quick: QuickEnquiryText
}

export async function getEnquiryText(locale: Locale): Promise<EnquiryText> {
  const t = await getTranslations({ locale, namespace: 'enquiry' })
  const byField = (group: 'fields' | 'placeholders') =>
    Object.fromEntries(enquiryFields.map((field) => [field, t(`${group}.${field}`)])) as Record<EnquiryField, string>
  return {
    consult: t('consult'),
    dialog: {
      title: t('title'),
      description: t('description'),
      close: t('close'),
      cancel: t('cancel'),
      submit: t('submit'),
      submitting: t('submitting'),
      submitted: t('submitted'),
      contentLimit: t('contentLimit', { max: enquiryContentMaxLength }),
      unavailable: visitorMessage('serverError', locale),
      fields: byField('fields'),
      placeholders: byField('placeholders'),
      about: { partner: t('about.partner'), estimate: t('about.estimate') },
    },
    quick: {
      content: t('fields.content'),
      email: t('fields.email'),
      contentPlaceholder: t('quick.contentPlaceholder'),
      emailPlaceholder: t('quick.emailPlaceholder'),
      submit: t('quick.submit'),
      submitting: t('submitting'),
    },
  }
}
