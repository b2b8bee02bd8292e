import { getTranslations } from 'next-intl/server'

import { type Locale, localizedPath } from '@/rules/language'
import { paths } from '@/rules/paths'
import { mobilePaths } from '@/rules/routes'

import type { CompareToggleText } from './CompareToggle'
import { LazyCompareTray } from './LazyCompareTray'

/** The tray with its strings and the comparison address of this device and language. */
export async function CompareTraySlot({ locale, variant }: { locale: Locale; variant: 'desktop' | 'mobile' }) {
  const t = await getTranslations({ locale, namespace: 'compare' })
  const path = variant === 'mobile' ? mobilePaths.productCompare() : paths.productCompare()
  const text = { label: t('trayLabel'), open: t.raw('trayOpen') as string, remove: t.raw('remove') as string, clear: t('clear'), full: t('full') }
  return <LazyCompareTray text={text} comparePath={localizedPath(path, locale)} variant={variant} />
}

/** The strings of "Add to compare" in a language. */
export async function compareToggleText(locale: Locale): Promise<CompareToggleText> {
  const t = await getTranslations({ locale, namespace: 'compare' })
  return { add: t('add'), added: t('added') }
}
