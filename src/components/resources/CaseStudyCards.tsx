import { getTranslations } from 'next-intl/server'

import { Image } from '@/components/media/Image'
import type { CaseStudySummary } from '@/data/caseStudies'
import { Link } from '@/i18n/navigation'
import { labelIn } from '@/rules/choices'
import type { Locale } from '@/rules/language'
import type { paths } from '@/rules/paths'
import { industries, regions } from '@/rules/resources'

interface Props {
  studies: CaseStudySummary[]
  locale: Locale
  /** the page's CSS module: desktop or mobile (same class names) */
  styles: Readonly<Record<string, string>>
  /** `paths` on desktop, `mobilePaths` on phones */
  links: typeof paths
  id?: string
  /** the cards' heading level: 2 on the list page, 3 under a section's heading */
  headingLevel?: 2 | 3
  /** the first card's picture is the page's main one (the list page) */
  preloadFirst?: boolean
}

/**
 * Issue 29: case studies as cards (cover, industry and region, title, customer, summary, key
 * figures), each linking to its page; on the list page and under products and solutions. Each
 * card carries its industry for ListFilter.
 */
export async function CaseStudyCards({ studies, locale, styles, links, id, headingLevel = 2, preloadFirst = false }: Props) {
  const t = await getTranslations({ locale, namespace: 'resources.caseStudies' })
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className={styles.cases} id={id}>
      {studies.map((study, index) => (
        <li key={study.id} className={styles.case} data-filter-item="" data-industry={study.industry}>
          {study.cover && (
            <Image
              src={study.cover.url} focus={study.cover.focus}
              alt=""
              width={800}
              height={450}
              sizes="(max-width: 720px) 92vw, (max-width: 1280px) 33vw, 400px"
              preload={preloadFirst && index === 0}
              loading={preloadFirst && index < 3 ? undefined : 'lazy'}
              className={styles.caseCover}
            />
          )}
          <div className={styles.caseBody}>
            <p className={styles.tags}>
              <span className={styles.tag}>{labelIn(industries.labels[study.industry], locale)}</span>
              <span className={styles.tag}>{labelIn(regions.labels[study.region], locale)}</span>
            </p>
            <Heading className={styles.caseTitle}>
              <Link href={links.caseStudy(study.slug)}>{study.title}</Link>
            </Heading>
            <p className={styles.caseCustomer}>{study.customer}</p>
            {study.summary && <p className={styles.caseSummary}>{study.summary}</p>}
            {study.figures.length > 0 && (
              <dl className={styles.figures}>
                {study.figures.slice(0, 3).map((figure) => (
                  <div key={figure.label}>
                    <dt>{figure.label}</dt>
                    <dd>{figure.value}</dd>
                  </div>
                ))}
              </dl>
            )}
            <p className={styles.more} aria-hidden="true">
              {t('read')} →
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
