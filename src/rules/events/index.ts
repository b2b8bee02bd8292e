/**
 * Events: the rules the spec leaves "not shown" (§1, §2.1, §3 "Event registration and sign-in
 * data", §7 `/api/front/{hash}` …), as designed in docs/events.md, by job: identifiers and
 * contact details (codes), the registration, check-in and invitation windows, showing times,
 * and the answers' messages. Pure, shared by the CMS hooks, the data layer, the API and the browser.
 */
export * from './codes'
export * from './messages'
export * from './registrationChoices'
export * from './time'
export * from './windows'
// The event calls' limits live with the site's other limits.
export { companyLookupMaxLength, companySuggestionLimit, registrationAnswerFloorMs, eventLimitDefaults, eventLimitsFromEnv, type EventLimits } from '../limits'
