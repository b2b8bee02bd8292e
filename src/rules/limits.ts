/**
 * Spec §4 (states and transitions) and §9 (business constants and limits).
 * Language codes and the default language live in ./language; they are not repeated here.
 */

// §5/§9: the enquiry content may hold at most this many characters (Unicode code points).
export const enquiryContentMaxLength = 200

// §2.5/§9: the mega-menu shows this many products, but offers 'view more' only when a
// category has MORE than megaMenuViewMoreThreshold; a category of exactly 12 shows 11
// products and no link. The spec gives both numbers; we keep them as given.
export const megaMenuProductCount = 11
export const megaMenuViewMoreThreshold = 12

// §2.6/§9
export const footerMaxCategories = 4
export const footerMaxSolutions = 4

// §2.5/§9: navigation picture of each drop-down, in CSS pixels.
export const navPicture = { width: 360, height: 166 } as const

// §2.4/§2.8/§9: mobile pages set the root font size to viewport width / 3.75, so 1rem is
// 1/3.75 of the viewport and the dialog's 3.2rem scales with the screen.
export const mobileRootFontDivisor = 3.75
export const mobileDialogWidthRem = 3.2
export const mobileDialogTextWidthPx = 280
export const mobileDialogBreakpointPx = 700

// §4: a failed page chunk reloads the page at most once in this window, so a chunk that
// is really gone cannot trap the visitor in a reload loop.
export const chunkReloadGuardMs = 60_000

// §4/§9: loading indicator and fetch pacing.
export const minFetchDisplayDelayMs = 200
export const prefetchIdleTimeoutMs = 2000
export const progressBar = { durationMs: 5000, throttleMs: 200 } as const

// §4: prefetch is skipped on these Network Information API effective types (and when
// data saver is on).
export const prefetchSkippedConnectionTypes = ['2g'] as const

// §4/§9: the resize counter only signals "something changed"; wrapping keeps it a small
// safe integer forever.
export const resizeDebounceMs = 100
export const resizeCounterWrap = 100_000_000

// §7/§9
export const toastDurationMs = { success: 1500, error: 2000 } as const

// Issue 14: the header's (and the drawer's) search box shows this many suggestions, fetched this
// long after the visitor stops typing.
export const searchSuggestionCount = 5
export const searchSuggestDebounceMs = 200

export const successStatuses = [200, 201, 202] as const
export const networkErrorCode = -1

// §8: a server-side error without its own status answers with this one.
export const defaultErrorStatus = 500

// A call that found the database unavailable answers 503 with this Retry-After (seconds); the server's own 503s too.
export { unavailableRetryAfterSeconds } from '@rugged/front-door/refusals'

// A typo in the environment must not switch a limit off, so anything that is not a
// positive whole number falls back to the default.
export function positiveIntegerOr(raw: string | undefined, fallback: number): number {
  if (raw === undefined || !/^\d+$/.test(raw.trim())) return fallback
  const value = Number(raw.trim())
  return Number.isSafeInteger(value) && value > 0 ? value : fallback
}

type Env = Record<string, string | undefined>

/** Operator settings: each limit's environment variable and its default. */
type LimitSettings = Record<string, { readonly variable: string; readonly fallback: number }>
type LimitsOf<S extends LimitSettings> = { readonly [K in keyof S]: number }

function limitsFrom<S extends LimitSettings>(settings: S, value: (setting: S[keyof S]) => number): LimitsOf<S> {
  return Object.fromEntries(Object.entries(settings).map(([limit, setting]) => [limit, value(setting as S[keyof S])])) as LimitsOf<S>
}
const defaultsOf = <S extends LimitSettings>(settings: S) => limitsFrom(settings, (setting) => setting.fallback)
const fromEnv = <S extends LimitSettings>(settings: S, env: Env) => limitsFrom(settings, ({ variable, fallback }) => positiveIntegerOr(env[variable], fallback))

/**
 * Enquiry request limits. The spec sets none; these protect the public POST endpoint and
 * are operator settings, so they come from the environment with safe defaults.
 */
const enquiryLimitSettings = {
  maxBodyBytes: { variable: 'ENQUIRY_MAX_BODY_BYTES', fallback: 16_384 },
  acceptedPerWindow: { variable: 'ENQUIRY_ACCEPTED_PER_WINDOW', fallback: 5 },
  acceptedWindowSeconds: { variable: 'ENQUIRY_ACCEPTED_WINDOW_SECONDS', fallback: 600 },
  /** Valid enquiries accepted for one e-mail address, from any client, in its own window (issue 26). */
  acceptedPerEmail: { variable: 'ENQUIRY_ACCEPTED_PER_EMAIL', fallback: 5 },
  emailWindowSeconds: { variable: 'ENQUIRY_EMAIL_WINDOW_SECONDS', fallback: 3600 },
  apiRequestsPerMinute: { variable: 'API_REQUESTS_PER_MINUTE', fallback: 60 },
} satisfies LimitSettings
export type EnquiryLimits = LimitsOf<typeof enquiryLimitSettings>
export const enquiryLimitDefaults = defaultsOf(enquiryLimitSettings)
export const enquiryLimitsFromEnv = (env: Env = process.env): EnquiryLimits => fromEnv(enquiryLimitSettings, env)

/**
 * Event calls (docs/events.md): registration, sign-in and invitation answers, operator settings
 * from the environment with safe defaults.
 */
const eventLimitSettings = {
  /** Largest request body of a registration, sign-in or invitation answer. */
  maxBodyBytes: { variable: 'EVENT_MAX_BODY_BYTES', fallback: 16_384 },
  /**
   * Any event read (status, company lookup, mega1 info) per client per minute. A venue's Wi-Fi puts
   * hundreds of guests behind one address: reads and check-ins must not stall there, while a script
   * hammering one address is still held back.
   */
  readsPerMinute: { variable: 'EVENT_READS_PER_MINUTE', fallback: 300 },
  /** Any event POST (registration, sign-in, invitation answer), valid or not, per client per minute. */
  writesPerMinute: { variable: 'EVENT_WRITES_PER_MINUTE', fallback: 120 },
  /** Registrations accepted per client per window (a company may register a few colleagues). */
  registrationsPerWindow: { variable: 'EVENT_REGISTRATIONS_PER_WINDOW', fallback: 20 },
  registrationWindowSeconds: { variable: 'EVENT_REGISTRATION_WINDOW_SECONDS', fallback: 600 },
} satisfies LimitSettings
export type EventLimits = LimitsOf<typeof eventLimitSettings>
export const eventLimitDefaults = defaultsOf(eventLimitSettings)
export const eventLimitsFromEnv = (env: Env = process.env): EventLimits => fromEnv(eventLimitSettings, env)

/**
 * A registration or invitation answer leaves no sooner than this after its checks begin (issue
 * 26): a known contact's answer, which writes nothing, came 6 ms sooner than a new one's (medians
 * of 10), which told them apart. Above a registration's write on a loaded server.
 */
export const registrationAnswerFloorMs = 250

/** Company-name suggestions: at most this many, for a prefix of at most companyLookupMaxLength characters. */
export const companySuggestionLimit = 8
export const companyLookupMaxLength = 50

/**
 * Admin sign-in limits (not in the spec). Failed logins are counted per client address and per
 * (address, account), never per account alone: a count that any address can raise would let a
 * sprayer lock the owner out. Password-reset requests (forgot and reset) are counted per address.
 */
const signInLimitSettings = {
  /** failed logins from one address per window; above it, 429 for every login from there */
  failuresPerWindow: { variable: 'LOGIN_FAILURES_PER_WINDOW', fallback: 20 },
  /** failed logins for one e-mail from one address per window; above it, that pair answers as a wrong password */
  accountFailuresPerWindow: { variable: 'LOGIN_ACCOUNT_FAILURES_PER_WINDOW', fallback: 10 },
  windowSeconds: { variable: 'LOGIN_WINDOW_SECONDS', fallback: 900 },
  /** forgot-password requests, and separately reset-password requests, from one address per window */
  passwordResetsPerWindow: { variable: 'PASSWORD_RESETS_PER_WINDOW', fallback: 5 },
  passwordResetWindowSeconds: { variable: 'PASSWORD_RESET_WINDOW_SECONDS', fallback: 900 },
} satisfies LimitSettings
export type SignInLimits = LimitsOf<typeof signInLimitSettings>
export const signInLimitDefaults = defaultsOf(signInLimitSettings)
export const signInLimitsFromEnv = (env: Env = process.env): SignInLimits => fromEnv(signInLimitSettings, env)

// Not given by the spec (§2.1 only says news lists are paged): articles per news-list page.
export const newsPageSize = 6

// /api/ready: each dependency (database, Redis, S3) must answer within this time, or the
// instance reports itself not ready (a load balancer's probe usually gives up after 2–5 s).
export const readinessCheckTimeoutMs = 2000

/**
 * Site search (issue 14): GET /api/front/search per client address and minute. Typing in the
 * header box asks for suggestions as the visitor types (debounced), so it is well above the
 * enquiry calls' allowance. SEARCH_REQUESTS_PER_MINUTE overrides it (the search bench raises it).
 */
export const searchRequestsPerMinuteDefault = 120

export function searchRequestsPerMinute(env: Env = process.env): number {
  return positiveIntegerOr(env.SEARCH_REQUESTS_PER_MINUTE, searchRequestsPerMinuteDefault)
}

// Issue 14: products compared side by side at most (the tray, the comparison page).
export const compareMaxProducts = 4
