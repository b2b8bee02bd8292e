'use client'

import { SelectInput, useField, useTranslation } from '@payloadcms/ui'
import type { RelationshipFieldClientProps } from 'payload'
import { useEffect, useState } from 'react'

import type { Assignee } from '../../collections/Enquiries/assignees'

/**
 * The enquiry's assignee (issue 38): chosen among everyone who works the inbox, named by name and
 * e-mail (`/api/cms/enquiries/assignees`). Payload's relationship picker lists the accounts the
 * signed-in person may read, which for a salesperson is their own alone.
 */
export function AssigneeField({ field, path: pathProp, readOnly }: RelationshipFieldClientProps) {
  const { value, setValue, path, showError } = useField<number | null>({ potentiallyStalePath: pathProp ?? field.name })
  const { i18n } = useTranslation()
  const [assignees, setAssignees] = useState<Assignee[]>([])
  useEffect(() => {
    void fetch('/api/cms/enquiries/assignees', { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<{ assignees: Assignee[] }>) : { assignees: [] }))
      .then((answer) => setAssignees(answer.assignees))
  }, [])
  const options = assignees.map((person) => ({ value: String(person.id), label: person.name ? `${person.name} (${person.email})` : person.email }))
  const id = typeof value === 'object' && value !== null ? (value as { id?: number }).id : value
  return (
    <SelectInput
      path={path}
      name={field.name}
      label={field.label}
      options={options}
      value={id ? String(id) : ''}
      isClearable
      readOnly={readOnly}
      showError={showError}
      placeholder={i18n.t('general:selectValue')}
      onChange={(option) => {
        const chosen = Array.isArray(option) ? option[0] : option
        setValue(chosen && typeof chosen === 'object' && 'value' in chosen && chosen.value ? Number(chosen.value) : null)
      }}
    />
  )
}
