'use client'

import { MetaDescriptionComponent, MetaTitleComponent, OverviewComponent } from '@payloadcms/plugin-seo/client'
import { useLocale } from '@payloadcms/ui'
import type { ComponentProps } from 'react'

import { seoLengths } from '../../rules/seo'

/**
 * Issue 31: the SEO plugin's fields with the length targets of the language being edited (a
 * Chinese title needs about half the characters of an English one). Only the hints change: the
 * targets are passed to the plugin's own components, never set on the stored field, so a save is
 * never refused for its length.
 */
type TitleProps = ComponentProps<typeof MetaTitleComponent>
type DescriptionProps = ComponentProps<typeof MetaDescriptionComponent>

export function SeoTitle(props: TitleProps) {
  const { title } = seoLengths(useLocale().code)
  return <MetaTitleComponent {...props} field={{ ...props.field, ...title }} />
}

export function SeoDescription(props: DescriptionProps) {
  const { description } = seoLengths(useLocale().code)
  return <MetaDescriptionComponent {...props} field={{ ...props.field, ...description }} />
}

export function SeoOverview(props: ComponentProps<typeof OverviewComponent>) {
  const { title, description } = seoLengths(useLocale().code)
  return <OverviewComponent {...props} titleOverrides={title} descriptionOverrides={description} />
}
