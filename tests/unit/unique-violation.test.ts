import { ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { isUniqueViolation } from '@/data/sql'

/*
 * Two identical registrations at once: the loser's insert breaks a unique index, and Payload's
 * adapter throws a ValidationError (400). Seen as a clash it is answered like any duplicate; unseen
 * it reached the visitor as a bare 400 — which the production build did, because it minifies the
 * class's name (`error.name` was "o"), so a check by name held only in tests.
 */
describe('isUniqueViolation', () => {
  const clash = () => new ValidationError({ collection: 'registrations', errors: [{ message: 'Value must be unique', path: 'seat' }] })

  it('knows Payload\'s ValidationError of a unique index by its class, whatever its name says', () => {
    const minified = clash()
    Object.defineProperty(minified, 'name', { value: 'o' })
    expect(isUniqueViolation(clash())).toBe(true)
    expect(isUniqueViolation(minified)).toBe(true)
  })

  it('knows the drivers\' own codes and messages, also as a cause', () => {
    expect(isUniqueViolation(Object.assign(new Error('x'), { code: '23505' }))).toBe(true)
    expect(isUniqueViolation(new Error('wrapped', { cause: new Error('UNIQUE constraint failed: registrations.seat') }))).toBe(true)
  })

  it('is false for other errors', () => {
    expect(isUniqueViolation(new Error('connect ECONNREFUSED'))).toBe(false)
    expect(isUniqueViolation({ name: 'ValidationError' })).toBe(false)
    expect(isUniqueViolation(null)).toBe(false)
  })
})
