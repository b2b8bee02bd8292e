import type { Payload } from 'payload'

import { answerCell, type CsvQuestion, storedAnswers } from '../../../rules/registrationsCsv'
import { adminSiteLocale, pick } from '../adminText'

interface Props {
  payload: Payload
  data?: { event?: unknown; answers?: unknown }
  i18n?: { language?: string }
}

const cell = { padding: '8px 12px', borderBottom: '1px solid var(--theme-elevation-100)', textAlign: 'left', verticalAlign: 'top' } as const

/** An answer as text: choices joined, yes/no for a box, a dash for none. */
function answerText(value: unknown, language: string | undefined): string {
  if (Array.isArray(value)) return value.map(String).join('、')
  if (typeof value === 'boolean') return value ? pick({ zh: '是', en: 'Yes', ru: 'Да' }, language) : pick({ zh: '否', en: 'No', ru: 'Нет' }, language)
  if (value === undefined || value === null || value === '') return '—'
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

async function questionsOf(payload: Payload, event: unknown, language: string | undefined): Promise<CsvQuestion[]> {
  const id = typeof event === 'object' && event !== null ? (event as { id?: unknown }).id : event
  if (typeof id !== 'number' && typeof id !== 'string') return []
  const found = await payload.findByID({ collection: 'events', id, locale: adminSiteLocale(language), depth: 0, joins: false, overrideAccess: true, disableErrors: true })
  return (found?.registration?.questions ?? []) as CsvQuestion[]
}

/**
 * Issue 38, item 1: a guest's answers to the event's extra questions, read-only, as question →
 * answer in the admin's language (choices by their labels, as in the CSV). Replaces Payload's JSON
 * editor, which loads its code editor from a CDN: nothing in the admin comes from another host.
 */
export async function RegistrationAnswers({ payload, data, i18n }: Props) {
  const language = i18n?.language
  const answers = storedAnswers(data?.answers)
  const questions = await questionsOf(payload, data?.event, language)
  const asked = new Set(questions.map((question) => question.key))
  // Answers to questions the event no longer asks are still shown, under their key.
  const rows = [
    ...questions.map((question) => ({ key: question.key ?? question.label, question: question.label, answer: answerCell(question, answers) })),
    ...Object.keys(answers)
      .filter((key) => !asked.has(key))
      .map((key) => ({ key, question: key, answer: answers[key] })),
  ]
  const title = pick({ zh: '附加问题回答', en: 'Answers to the extra questions', ru: 'Ответы на дополнительные вопросы' }, language)
  return (
    <div className="field-type" style={{ marginBottom: 24 }} data-testid="registration-answers">
      <div className="field-label" id="registration-answers-title">
        {title}
      </div>
      {rows.length === 0 ? (
        <p style={{ margin: '4px 0 0', opacity: 0.75 }}>{pick({ zh: '此活动没有附加问题。', en: 'This event asks no extra questions.', ru: 'В этом мероприятии нет дополнительных вопросов.' }, language)}</p>
      ) : (
        <table aria-labelledby="registration-answers-title" style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th scope="col" style={cell}>
                {pick({ zh: '问题', en: 'Question', ru: 'Вопрос' }, language)}
              </th>
              <th scope="col" style={cell}>
                {pick({ zh: '回答', en: 'Answer', ru: 'Ответ' }, language)}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" style={{ ...cell, fontWeight: 'normal', width: '45%' }}>
                  {row.question}
                </th>
                <td style={cell}>{answerText(row.answer, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
