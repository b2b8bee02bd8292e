'use client'

import { PasswordField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/**
 * The current password, asked for beside "change password" on a user's own account (issue 26):
 * a password input (hidden as typed, the browser's password manager offers the saved one).
 */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => (
  <PasswordField autoComplete="current-password" field={{ ...field, required: false }} path={path ?? field.name} />
)
