import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { siteLanguages } from '@rugged/front-door/language-setting'
import { memoryBudget } from '@rugged/front-door/memory'

import { shortImageRewrite } from './src/rules/imageUrl'
import { locales } from './src/rules/language'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The site's languages, checked (a wrong one stops the build), for the code that runs in the browser.
  env: { SITE_LANGUAGES: siteLanguages(process.env.SITE_LANGUAGES).join(',') },
  // Local packages the site shares with the server, in TypeScript, which the server runs as they are:
  // Next compiles them with the site (the front door: the visitor's address, language and device and
  // the registry; the log limit; the backup record and the S3 settings: server/backup).
  transpilePackages: ['@rugged/front-door', '@rugged/log-limit', '@rugged/backup-record', '@rugged/s3-settings'],
  // The tracing SDK (src/ops/tracing.ts), loaded from node_modules at run time, so that the server's
  // own spans (server/tracing.ts) and Next's share one @opentelemetry/api and one provider.
  serverExternalPackages: [
    '@opentelemetry/api',
    '@opentelemetry/context-async-hooks',
    '@opentelemetry/core',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/instrumentation',
    '@opentelemetry/instrumentation-pg',
    '@opentelemetry/resources',
    '@opentelemetry/sdk-trace',
    // Issue 36: libraries Payload's server code pulls in. Bundled, they filled half of the one 3.1 MB
    // chunk that Turbopack copies into each of 16 route groups (V8 keeps the source of every copy a
    // route ran); from node_modules there is one copy. Payload itself stays bundled (23ef0ca).
    // drizzle-kit is only for `push` and creating migrations, never required at run time.
    'drizzle-kit',
    'drizzle-orm',
    'undici',
    'zod',
    'nodemailer',
    'ajv',
    'prompts',
  ],
  experimental: {
    // Issue 28: every stylesheet a page links holds its first paint, and on a phone each one is a
    // request of its own (a connection, a round trip): fewer, larger chunks.
    cssChunking: { type: 'graph', requestCost: 100_000 },
  },
  // Lets several builds of one checkout live side by side (e.g. engineers testing in parallel).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Next's page cache, except that 404 answers (unknown ids) stay in memory and never fill the disk.
  cacheHandler: path.resolve('server/cache/handler.ts'),
  // Its memory layer, bounded in bytes with every other cache (packages/front-door/memory.ts).
  cacheMaxMemorySize: memoryBudget.nextCache,
  images: {
    // Pictures come from the CMS media collection, served by Payload under /api/cms, and from
    // nowhere else: the optimiser fetches its source from this server, and any other address (a
    // page that redirects, `/api/cms/media//file/x`) answered 500. No query string: each made-up
    // `?v=N` would otherwise be one more resized copy on disk.
    localPatterns: [{ pathname: '/api/cms/media/file/*', search: '' }],
    formats: ['image/avif', 'image/webp'],
    // The widths a srcset may list (issue 15): each entry is ~95 bytes of HTML, and again in the RSC
    // payload, for every picture with `sizes`. Phones (≤ 828 device px) and desktops up to 1920
    // are covered; Next's default lists 15 widths up to 3840.
    deviceSizes: [640, 828, 1200, 1920],
    imageSizes: [32, 64, 128, 256, 384],
    // The resized copies are a disk LRU: the least recently asked-for go first past this size.
    maximumDiskCacheSize: 256 * 1024 * 1024,
  },
  // Spec §2.3/§8: an address no page matches (after the proxy has put the language in front) is
  // answered by the 404 page prerendered for its language, with status 404 and the page in the
  // HTML (see src/app/(site)/[locale]/(desktop)/page-not-found/[[...from]]/page.tsx). A fallback rewrite is
  // only tried once no page, file or dynamic route matched; the browser keeps the address.
  async rewrites() {
    return {
      // Resized media pictures under a short address (src/rules/imageUrl.ts).
      beforeFiles: [shortImageRewrite],
      afterFiles: [],
      fallback: [{ source: `/:locale(${locales.join('|')})/:path*`, destination: '/:locale/page-not-found/:path*' }],
    }
  },
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
const payloadHeaders = config.headers

// Payload asks every page for a colour-scheme client hint (Accept-CH/Critical-CH), which makes
// Chromium load each first page twice. Only its admin needs the hint.
config.headers = async () =>
  ((await payloadHeaders?.()) ?? []).map((rule) => (rule.source === '/:path*' ? { ...rule, source: '/admin/:path*' } : rule))

export default config
