import { Image } from '@/components/media/Image'
import type { ReactNode } from 'react'

import type { Image as Picture } from '@/data/media'

import styles from './MobileUi.module.css'

/** Full-width pictures of a 375 px design: the whole screen, at most the 750 px column. */
export const fullWidthSizes = '(max-width: 750px) 100vw, 750px'

type HeroProps = {
  image?: Picture | null
  title: string
  subtitle?: string
  /** Above the title (a badge). */
  eyebrow?: ReactNode
  /** Below the subtitle (buttons). */
  children?: ReactNode
  /** Adds to the band's class (the home page's runs under its transparent header). */
  className?: string
}

/**
 * The headline band at the top of a mobile page (issue 36: the first screen leads with text): the
 * white title over the navy band that fills the first screen, then the page's picture in its own
 * proportions across the column, below the fold.
 */
export function MobileHero({ image, title, subtitle, eyebrow, children, className }: HeroProps) {
  return (
    <>
      <header className={className ? `${styles.hero} ${className}` : styles.hero}>
        <div className={styles.heroText}>
          {eyebrow}
          <h1>{title}</h1>
          {subtitle && <p>{subtitle}</p>}
          {children}
        </div>
      </header>
      {image && <MobilePicture image={image} />}
    </>
  )
}

/** A picture in its own proportions across the column (an article or solution cover). */
export function MobilePicture({ image, priority = false, className }: { image: Picture; priority?: boolean; className?: string }) {
  return (
    <Image
      src={image.url} focus={image.focus}
      alt={image.alt}
      width={image.width ?? 1600}
      height={image.height ?? 900}
      priority={priority}
      sizes={fullWidthSizes}
      className={className ? `${styles.picture} ${className}` : styles.picture}
    />
  )
}

/** Label/value pairs (figures, contact lines, what a plan includes). */
export function MobileFacts({ facts, className, testId }: { facts: { label: string; value: ReactNode }[]; className: string; testId?: string }) {
  return (
    <dl className={className} data-testid={testId}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A navy call-out closing a page: a title, a line of text and its actions. */
export function MobileCallout({ title, text, id, children }: { title: string; text: string; id: string; children: ReactNode }) {
  return (
    <section className={styles.callout} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{text}</p>
      <div className={styles.actions}>{children}</div>
    </section>
  )
}
