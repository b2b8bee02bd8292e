import { describe, expect, it } from 'vitest'
import {
  chunkReloadGuardMs,
  defaultErrorStatus,
  enquiryContentMaxLength,
  enquiryLimitDefaults,
  enquiryLimitsFromEnv,
  footerMaxCategories,
  footerMaxSolutions,
  megaMenuProductCount,
  megaMenuViewMoreThreshold,
  minFetchDisplayDelayMs,
  mobileDialogBreakpointPx,
  mobileDialogTextWidthPx,
  mobileDialogWidthRem,
  mobileRootFontDivisor,
  navPicture,
  networkErrorCode,
  prefetchIdleTimeoutMs,
  prefetchSkippedConnectionTypes,
  progressBar,
  resizeCounterWrap,
  resizeDebounceMs,
  successStatuses,
  toastDurationMs,
} from '../../src/rules/limits'
import { mdmPricing } from '../../src/rules/mdmPricing'

describe('§9 business constants and limits', () => {
  it('limits enquiry content to 200 characters', () => {
    expect(enquiryContentMaxLength).toBe(200)
  })

  it('shows 11 mega-menu products and view more above 12', () => {
    expect(megaMenuProductCount).toBe(11)
    expect(megaMenuViewMoreThreshold).toBe(12)
  })

  it('caps the footer at 4 categories and 4 solutions', () => {
    expect(footerMaxCategories).toBe(4)
    expect(footerMaxSolutions).toBe(4)
  })

  it('sizes the navigation picture 360x166', () => {
    expect(navPicture).toEqual({ width: 360, height: 166 })
  })

  it('scales mobile pages and the mobile dialog', () => {
    expect(mobileRootFontDivisor).toBe(3.75)
    expect(mobileDialogWidthRem).toBe(3.2)
    expect(mobileDialogTextWidthPx).toBe(280)
    expect(mobileDialogBreakpointPx).toBe(700)
  })

  it('sets toast durations', () => {
    expect(toastDurationMs).toEqual({ success: 1500, error: 2000 })
  })
})

describe('§4 states and transitions: timings', () => {
  it('guards chunk reloads for 60 s', () => {
    expect(chunkReloadGuardMs).toBe(60_000)
  })

  it('paces loading and prefetch', () => {
    expect(minFetchDisplayDelayMs).toBe(200)
    expect(prefetchIdleTimeoutMs).toBe(2000)
    expect(prefetchSkippedConnectionTypes).toEqual(['2g'])
    expect(progressBar).toEqual({ durationMs: 5000, throttleMs: 200 })
  })

  it('debounces resize by 100 ms and wraps the counter at 100,000,000', () => {
    expect(resizeDebounceMs).toBe(100)
    expect(resizeCounterWrap).toBe(100_000_000)
  })
})

describe('§7/§8 HTTP answer handling', () => {
  it('treats 200, 201 and 202 as success', () => {
    expect(successStatuses).toEqual([200, 201, 202])
  })

  it('uses -1 for network errors and 500 as the default error status', () => {
    expect(networkErrorCode).toBe(-1)
    expect(defaultErrorStatus).toBe(500)
  })
})

describe('§9 MDM pricing comparison', () => {
  const [basic, standard, enterprise] = mdmPricing.tiers

  it('assigns prices and labels to the three tiers', () => {
    expect(mdmPricing.tiers.map((tier) => [tier.id, tier.price, tier.label])).toEqual([
      ['basic', 1999, 'monthly'],
      ['standard', 3299, 'yearly'],
      ['enterprise', 5999, 'recommended'],
    ])
  })

  it('gives users, devices, storage and push vouchers per tier', () => {
    expect([basic.concurrentUsers, standard.concurrentUsers, enterprise.concurrentUsers]).toEqual([15, 15, 30])
    expect([basic.concurrentDevices, standard.concurrentDevices, enterprise.concurrentDevices]).toEqual([
      300, 300, 500,
    ])
    expect([basic.cloudStorage, standard.cloudStorage, enterprise.cloudStorage]).toEqual([
      { amount: 100, unit: 'M' },
      { amount: 100, unit: 'M' },
      { amount: 1, unit: 'G' },
    ])
    expect([basic.pushVouchers, standard.pushVouchers, enterprise.pushVouchers]).toEqual([50, 100, 500])
  })

  it('caps bandwidth at 5M on every tier', () => {
    for (const tier of mdmPricing.tiers) expect(tier.maxBandwidth).toEqual({ amount: 5, unit: 'M' })
  })

  it('prices the extras', () => {
    expect(mdmPricing.extras).toEqual({
      userPerYear: 200,
      devices: { pricePerYear: 100, perDevices: 10, contactManagerAbove: 1000 },
      storage: { price: 300, per: { amount: 100, unit: 'M' } },
      pushVoucherEach: 10,
      account: [300, 2000],
      bandwidthPerM: [80, 600],
      optionalFunction: [1000, 2000],
      customFirmwarePerWorkHour: 2000,
    })
  })

  it('offers a 30-day trial, in yuan (zh) and dollars (en)', () => {
    expect(mdmPricing.trialDays).toBe(30)
    expect(mdmPricing.currency).toEqual({ zh: '元', en: '$', ru: '$' })
  })
})

describe('enquiry request limits from the environment (not in the spec)', () => {
  it('defaults when nothing is set', () => {
    expect(enquiryLimitsFromEnv({})).toEqual({
      maxBodyBytes: 16384,
      acceptedPerWindow: 5,
      acceptedWindowSeconds: 600,
      acceptedPerEmail: 5,
      emailWindowSeconds: 3600,
      apiRequestsPerMinute: 60,
    })
    expect(enquiryLimitDefaults).toEqual(enquiryLimitsFromEnv({}))
  })

  it('reads overrides', () => {
    expect(
      enquiryLimitsFromEnv({
        ENQUIRY_MAX_BODY_BYTES: '2048',
        ENQUIRY_ACCEPTED_PER_WINDOW: '3',
        ENQUIRY_ACCEPTED_WINDOW_SECONDS: ' 120 ',
        ENQUIRY_ACCEPTED_PER_EMAIL: '2',
        ENQUIRY_EMAIL_WINDOW_SECONDS: '86400',
        API_REQUESTS_PER_MINUTE: '30',
      }),
    ).toEqual({ maxBodyBytes: 2048, acceptedPerWindow: 3, acceptedWindowSeconds: 120, acceptedPerEmail: 2, emailWindowSeconds: 86400, apiRequestsPerMinute: 30 })
  })

  it.each(['0', '-5', 'abc', '', '1.5', '1e3', '99999999999999999999'])('falls back on the bad value %j', (bad) => {
    expect(
      enquiryLimitsFromEnv({
        ENQUIRY_MAX_BODY_BYTES: bad,
        ENQUIRY_ACCEPTED_PER_WINDOW: bad,
        ENQUIRY_ACCEPTED_WINDOW_SECONDS: bad,
        ENQUIRY_ACCEPTED_PER_EMAIL: bad,
        ENQUIRY_EMAIL_WINDOW_SECONDS: bad,
        API_REQUESTS_PER_MINUTE: bad,
      }),
    ).toEqual(enquiryLimitDefaults)
  })

  it('falls back per setting, keeping valid ones', () => {
    expect(enquiryLimitsFromEnv({ ENQUIRY_ACCEPTED_PER_WINDOW: '0', API_REQUESTS_PER_MINUTE: '10' })).toEqual({
      maxBodyBytes: 16384,
      acceptedPerWindow: 5,
      acceptedWindowSeconds: 600,
      acceptedPerEmail: 5,
      emailWindowSeconds: 3600,
      apiRequestsPerMinute: 10,
    })
  })
})

describe('site search allowance (issue 14)', () => {
  it('is 120 requests a minute per client, raised or lowered by SEARCH_REQUESTS_PER_MINUTE', async () => {
    const { searchRequestsPerMinute } = await import('../../src/rules/limits')
    expect(searchRequestsPerMinute({})).toBe(120)
    expect(searchRequestsPerMinute({ SEARCH_REQUESTS_PER_MINUTE: '5000' })).toBe(5000)
    expect(searchRequestsPerMinute({ SEARCH_REQUESTS_PER_MINUTE: '0' })).toBe(120)
    expect(searchRequestsPerMinute({ SEARCH_REQUESTS_PER_MINUTE: 'off' })).toBe(120)
  })
})
