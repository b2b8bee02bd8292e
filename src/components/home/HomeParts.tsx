import type { ReactNode } from 'react'

import type { HomeSection } from '@/data/globals'
import { Link } from '@/i18n/navigation'

/*
 * What the desktop HomeView and the phone's MobileHomeView both show of the home global, the same
 * markup with each view's class names. The layouts around them (banner, grids, sections) are the views'.
 */

/**
 * "Learn more", followed for screen readers by what it is about (a page has several of them).
 * `after`: what the link shows after it (the phone's ›).
 */
export function LearnMoreLink({ href, about, label, className, after }: { href: string; about: string; label: string; className: string; after?: ReactNode }) {
  return (
    <Link href={href} className={className}>
      {label}
      <span className="visually-hidden"> {about}</span>
      {after}
    </Link>
  )
}

/**
 * A home section's words: its title, subtitle and body, and the link to learn more when it has
 * one. `href` turns the editor's link into the phone's address (desktop: as written); `link` is
 * LearnMoreLink's class name and what it shows after the words.
 */
export function FeatureText({ section, href = (written) => written, learnMore, subtitleClass, link }: {
  section: HomeSection
  href?: (link: string) => string
  learnMore: string
  subtitleClass: string
  link: { className: string; after?: ReactNode }
}) {
  return (
    <>
      <h2>{section.title}</h2>
      {section.subtitle && <p className={subtitleClass}>{section.subtitle}</p>}
      {section.body && <p>{section.body}</p>}
      {section.link && <LearnMoreLink href={href(section.link)} about={section.title} label={learnMore} {...link} />}
    </>
  )
}
