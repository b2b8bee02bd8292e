import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { ru } from '@payloadcms/translations/languages/ru'
import { zh } from '@payloadcms/translations/languages/zh'
import { buildConfig, type PayloadLogger } from 'payload'
import sharp from 'sharp'

import { serverLogger } from '../ops/log'
import { defaultLocale, locales } from '../rules/language'
import { nativeLanguageName } from '../rules/languageNames'
import { siteTimeZone } from '../rules/siteTime'
import { clientErrorsAre4xx } from './clientErrors'
import { staffLocksAndPreferences } from './access/locksAndPreferences'
import { auditTrail } from './audit/plugin'
import { fileDigests } from './collections/Media/digest'
import { Users } from './collections/Users'
import { databaseAdapter, dataDir, prepareConnections } from './database'
import { collections, globals } from './schema'
import { jobs } from './jobs/config'
import { clientErrorsLoggedWhole, payloadLogger } from './logger'
import { editingSafety } from './editing/plugin'
import { scheduleEndpoints } from './editing/scheduleEndpoints'
import { emailAdapter } from './mail/adapter'
import { managedRedirects } from './redirects'
import { preview } from './preview'
import { languagesColumn } from './publishedLanguages'
import { adminTranslations } from './adminTranslations'
import { plainFieldMessages } from './plainMessages'
import { listSearch } from './listSearch'
import { rowLabels } from './rowLabels'
import { siteTimes } from './siteTimes'
import { resolveSecret } from './secret'
import { searchIndex } from './search/plugin'
import { seoFields } from './seo'
import { mediaStorage } from './storage'
import { trustedOrigins } from '../seo/siteUrl'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Issue 37: Payload adds its lock and preference collections after the plugins; their access is set on the result.
export default buildConfig({
  serverURL: process.env.SERVER_URL || '',
  secret: resolveSecret(dataDir()),
  db: databaseAdapter(),
  onInit: prepareConnections,
  editor: lexicalEditor(),
  sharp,
  telemetry: false,
  // A session cookie is honoured only on requests from the site's own pages: a page elsewhere
  // cannot make a signed-in editor's browser write (csrf), nor read answers (cors).
  csrf: trustedOrigins(),
  cors: trustedOrigins(),
  // The spec owns /api/front and /api/admin, so Payload's own REST and GraphQL API moves aside.
  routes: { admin: '/admin', api: '/api/cms' },
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, '..') },
    meta: { titleSuffix: ' · CMS' },
    // A local account picture: Payload's default asks Gravatar, and no request leaves the site.
    avatar: 'default',
    components: {
      // The first screen: new enquiries, upcoming events, latest edits; Payload's cards below it.
      beforeDashboard: ['/components/admin/Dashboard#Dashboard', '/components/admin/ScheduledCard#ScheduledCard'],
      // Issue 31: the admin's language beside the account menu, not only under Account.
      actions: ['/cms/components/AdminLanguageSwitch#AdminLanguageSwitch'],
      // Issue 31: names in text for the controls Payload's markup leaves unnamed (axe).
      // Issue 26: the gate that sends a session owing its second factor to that factor's screen.
      providers: ['/cms/components/AdminA11y#AdminA11y', '/cms/components/secondFactor/SecondFactorGate#SecondFactorGate'],
      views: { secondFactor: { Component: '/cms/components/secondFactor/SecondFactorView#SecondFactorView', path: '/second-factor' } },
    },
    // A scheduled publish time is on the site's clock unless the editor picks another zone (without
    // a default the schedule dialog shows an empty zone and reads the browser's clock).
    timezones: {
      defaultTimezone: siteTimeZone(),
      // Zone labels are plain strings (no { zh, en }): the site's zone is named in both.
      supportedTimezones: ({ defaultTimezones }) => {
        const zone = siteTimeZone()
        const named = defaultTimezones.map((entry) => (entry.value === 'Asia/Shanghai' ? { ...entry, label: '(UTC+08:00) 北京时间 Beijing, Shanghai' } : entry))
        return named.some((entry) => entry.value === zone) ? named : [{ value: zone, label: zone }, ...named]
      },
    },
    // Issue 38: every time in the admin reads on the site's clock (src/cms/components/time).
    custom: { siteTimeZone: siteTimeZone() },
  },
  // Issue 38: Payload's own words that read as code or English in the Chinese admin.
  // The admin speaks every language the site is written in (issue 40), whichever the site serves;
  // a further language is one of the content's languages (`localization`), not the admin's.
  i18n: { supportedLanguages: { zh, en, ru }, fallbackLanguage: defaultLocale, translations: adminTranslations },
  // Client mistakes answer 4xx and log one line (security issue, items 6 and 7b).
  // The server's logger when it runs (server/log.ts: JSON lines, the request id), else Payload's own.
  // Payload types its logger by its own pino (9); the server's is pino 10, the same logger to it.
  logger: (serverLogger()?.child({ from: 'payload' }) as unknown as PayloadLogger | undefined) ?? payloadLogger,
  // Payload logs a Forbidden, NotFound … at `info` as its message alone, without the error, where the
  // logger's hook (src/cms/logger.ts) could not tell it a client's and put it on the request's line.
  loggingLevels: clientErrorsLoggedWhole,
  hooks: { afterError: [plainFieldMessages] },
  plugins: [clientErrorsAre4xx, preview, languagesColumn, listSearch, rowLabels, ...mediaStorage(), fileDigests, ...seoFields, managedRedirects, searchIndex, editingSafety, auditTrail, siteTimes],
  localization: {
    locales: locales.map((code) => ({ code, label: nativeLanguageName(code) })),
    defaultLocale,
    // Kept on: Payload resolves a request without ?locale to the default language only while it is.
    // Visitors' reads turn it off (issue 31: src/data/visibility.ts), so they never see the other
    // language's text in place of a translation that was never published.
    fallback: true,
    // "Publish in <the language being edited>" is the main button: it publishes that language and
    // keeps the other's last published text, so a half-written translation stays a draft
    // ("Publish all locales" is in the button's menu). Chosen over the experimental localizeStatus.
    defaultLocalePublishOption: 'active',
  },
  collections,
  globals,
  jobs,
  // Issue 31: scheduling in the language being edited (src/cms/components/schedule/ScheduleCard.tsx).
  endpoints: scheduleEndpoints,
  // The committed types are generated on purpose (`payload generate:types`, with every written language
  // on): never rewritten by a test run under another SITE_LANGUAGES.
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  // Nothing of ours uses GraphQL (the admin uses REST), and one anonymous query with a few hundred
  // aliases held the server for a minute: it is switched off, and /api/cms/graphql answers 404.
  graphQL: { disable: true },
  // SMTP when SMTP_HOST is set, else the log (src/cms/mail/adapter.ts).
  email: emailAdapter(),
}).then(staffLocksAndPreferences)
