import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Lets several builds of one checkout live side by side (e.g. engineers testing in parallel).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  images: {
    // Pictures come from the CMS media collection, served by Payload under /api/cms.
    localPatterns: [{ pathname: '/api/cms/media/file/**' }, { pathname: '/**' }],
    formats: ['image/avif', 'image/webp'],
  },
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
const payloadHeaders = config.headers

// Payload asks every page for a colour-scheme client hint (Accept-CH/Critical-CH), which makes
// Chromium load each first page twice. Only its admin needs the hint.
config.headers = async () =>
  ((await payloadHeaders?.()) ?? []).map((rule) => (rule.source === '/:path*' ? { ...rule, source: '/admin/:path*' } : rule))

export default config
