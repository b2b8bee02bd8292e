import { getMessages, getTranslations } from 'next-intl/server'

import type { Locale } from '@/rules/language'

import type { EventRegistrationProps } from './EventRegistration'
import { LazyRegistration } from './LazyRegistration'
import { RegistrationFields } from './RegistrationFields'
import { RegistrationStatusView } from './RegistrationStatusView'

/**
 * The registration block of a microsite or invitation page: rendered here as a preview (the
 * state and the form's markup), taken over by the live block when the visitor first means to use
 * it (LazyRegistration), so the page's first load carries no form code.
 */
export async function RegistrationSlot({ language, ...props }: EventRegistrationProps & { language: Locale }) {
  const [text, formText, messages] = await Promise.all([
    getTranslations({ locale: language, namespace: 'events' }),
    getTranslations({ locale: language, namespace: 'events.form' }),
    getMessages({ locale: language }),
  ])
  const defaults: Record<string, string | undefined> = { ...props.defaults, answers: undefined }
  return (
    <LazyRegistration {...props} language={language} messages={{ events: messages.events, common: messages.common }}>
      <RegistrationStatusView live={props.initial} text={text} locale={language} signInHref={props.signInHref}>
        <RegistrationFields id="registration" text={formText} questions={props.questions} field={(name, value) => (value === undefined ? { name, defaultValue: defaults[name] } : { name })} />
      </RegistrationStatusView>
    </LazyRegistration>
  )
}
