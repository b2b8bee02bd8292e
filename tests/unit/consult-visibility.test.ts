import { describe, expect, it } from 'vitest'

import { isConferencePath, showsConsultButton } from '../../src/components/enquiry/consultVisibility'

describe('§2.4 the consult button is hidden on conference paths', () => {
  it('hides it on the conference page and event microsites, in both languages', () => {
    for (const path of ['/cpdc-2024', '/cpdc-2024/', '/en/cpdc-2024', '/cpdc-2024-en', '/cpdc2025/agenda', '/invitation2025', '/en/mega1-invitation/sign-in', '/anniversary-sign-in']) {
      expect(isConferencePath(path), path).toBe(true)
      expect(showsConsultButton(path), path).toBe(false)
    }
  })

  it('shows it everywhere else', () => {
    for (const path of ['/', '/en', '/en/', '/product-list', '/en/product-detail/cpdc-box', '/news-detail/3', '/mdm-price', '/encpdc', '/enterprise']) {
      expect(showsConsultButton(path), path).toBe(true)
    }
  })
})
