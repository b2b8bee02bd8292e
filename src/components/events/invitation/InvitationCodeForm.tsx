'use client'

import { useId, useState, type FormEvent } from 'react'

import { codePattern, normaliseCode } from '@/rules/personalCodes'

import styles from './Invitation.module.css'

/**
 * The way from an invitation's landing page to one's own: the code printed on the invitation.
 * Its strings come from the server, so the landing page ships no translation runtime (issue 15).
 */
export function InvitationCodeForm({ base, text }: { base: string; text: { label: string; placeholder: string; submit: string; invalid: string } }) {
  const id = useId()
  const [value, setValue] = useState('')
  const [error, setError] = useState('')
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const code = normaliseCode(value)
    if (!codePattern.test(code)) {
      setError(text.invalid)
      return
    }
    window.location.assign(`${base}/${code}`)
  }
  return (
    <form className={styles.codeForm} onSubmit={submit} noValidate data-testid="invitation-code-form">
      <label htmlFor={`${id}-code`} className="visually-hidden">
        {text.label}
      </label>
      <input
        id={`${id}-code`}
        className={styles.codeInput}
        value={value}
        onChange={(event) => {
          setValue(event.target.value)
          setError('')
        }}
        placeholder={text.placeholder}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={24}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <button type="submit" className={styles.button}>
        {text.submit}
      </button>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
