import { type APIRequestContext, expect, type Page } from '@playwright/test'

import { adminToken } from './events'

export type Locale = 'zh' | 'en'

/** The estimate's words in each language (messages/<locale>/mdm.json), as a person finds them. */
export const estimateWords = {
  zh: { prefix: '', tiers: { basic: '基础版', standard: '标准版', enterprise: '企业版' }, users: '并发用户数', devices: '并发设备数', storage: '云存储 (M)', vouchers: '推送券', slider: '并发设备数（滑块）', manager: '联系客户经理', quote: '按此估价咨询报价', sign: '¥' },
  en: { prefix: '/en', tiers: { basic: 'Basic', standard: 'Standard', enterprise: 'Enterprise' }, users: 'Concurrent users', devices: 'Concurrent devices', storage: 'Cloud storage (M)', vouchers: 'Push vouchers', slider: 'Concurrent devices, slider', manager: 'Contact a manager', quote: 'Ask for a quote with this estimate', sign: '$' },
} as const

export type Tier = keyof (typeof estimateWords)['zh']['tiers']

export const estimateForm = (page: Page) => page.getByTestId('mdm-estimate')

/** Opens the price page and waits for the live estimate (it loads as it scrolls near). */
export async function openEstimate(page: Page, locale: Locale, mobile = false) {
  await page.goto(`${estimateWords[locale].prefix}/${mobile ? 'm.' : ''}mdm-price`)
  const form = estimateForm(page)
  await form.scrollIntoViewIfNeeded()
  await expect(form.locator('form[data-live="true"]')).toBeAttached()
  return form
}

/** Enters one estimate: the tier, then every amount (untouched amounts follow the tier). */
export async function enter(page: Page, locale: Locale, values: { tier: Tier; users?: number; devices?: number; storage?: number; vouchers?: number }) {
  const words = estimateWords[locale]
  const form = estimateForm(page)
  await form.getByRole('radio', { name: new RegExp(words.tiers[values.tier]) }).check()
  for (const item of ['users', 'devices', 'storage', 'vouchers'] as const) {
    const value = values[item]
    if (value !== undefined) await form.getByRole('spinbutton', { name: words[item], exact: true }).fill(String(value))
  }
}

/** The estimate's total as shown. */
export const total = (page: Page) => estimateForm(page).getByTestId('estimate-total')

/** The enquiries stored with this e-mail address, with their estimate. */
export async function storedEnquiries(request: APIRequestContext, email: string) {
  const response = await request.get(`/api/cms/enquiries?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers: { Authorization: `JWT ${await adminToken(request)}` } })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: { estimate: string | null; productModel: string; partner: number | null; content: string }[] }).docs
}
