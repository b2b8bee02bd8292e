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

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
