/** Which CMS writes leave the published document, and so the public cache, as it was (issue 13). */
import { describe, expect, it } from 'vitest'

import { savesDraftOnly } from '@/cms/hooks/revalidate'

describe('savesDraftOnly', () => {
  it('is true for an autosave, a saved draft, a draft created or restored', () => {
    expect(savesDraftOnly('update', { draft: true, autosave: true, data: { title: 'typing' } })).toBe(true)
    expect(savesDraftOnly('updateByID', { draft: true, data: { _status: 'draft' } })).toBe(true)
    expect(savesDraftOnly('update', { draft: 'true', data: {} })).toBe(true)
    expect(savesDraftOnly('create', { draft: true, data: {} })).toBe(true)
    expect(savesDraftOnly('restoreVersion', { draft: true })).toBe(true)
  })

  it('is false for publishing, unpublishing, restoring as published and every other write', () => {
    expect(savesDraftOnly('update', { data: { _status: 'published' } })).toBe(false)
    expect(savesDraftOnly('update', { draft: true, data: { _status: 'published' } })).toBe(false)
    expect(savesDraftOnly('update', { data: { _status: 'draft' } })).toBe(false)
    expect(savesDraftOnly('create', { data: {} })).toBe(false)
    expect(savesDraftOnly('restoreVersion', {})).toBe(false)
    expect(savesDraftOnly('delete', { draft: true })).toBe(false)
    expect(savesDraftOnly('update', undefined)).toBe(false)
  })
})
