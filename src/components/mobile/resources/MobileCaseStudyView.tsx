import { getTranslations } from 'next-intl/server'

import type { CaseStudyPageData } from '@/app/(site)/[locale]/_load/resources'
import { OpenEnquiryButton } from '@/components/enquiry'
import { formatDate, isoDay } from '@/components/news/format'
import { Prose } from '@/components/ui/Prose'
import { Link } from '@/i18n/navigation'
import { labelIn } from '@/rules/choices'
import { mobilePaths } from '@/rules/routes'
import { industries, regions } from '@/rules/resources'
import { JsonLd } from '@/seo/JsonLd'
import { caseStudyStories, CaseStudyQuote } from '@/components/resources/caseStudyParts'
import { caseStudyJsonLd } from '@/seo/resourcesJsonLd'

import { MobileProductGrid } from '../product/MobileProductCard'
import { MobileFacts, MobileHero, MobilePicture } from '../shared/MobileBlocks'
import { MobileSection } from '../shared/MobileSection'
import ui from '../shared/MobileUi.module.css'
import styles from './MobileCaseStudy.module.css'

/** Issue 29 /m.case-studies/<slug>: the desktop page's parts, stacked for a phone. */
export async function MobileCaseStudyView({ locale, study, site, seo }: CaseStudyPageData) {
  const t = await getTranslations({ locale, namespace: 'resources.caseStudies' })
  const stories = caseStudyStories(study, t)
  return (
    <article className={ui.page}>
      <JsonLd data={caseStudyJsonLd(study, site, locale, seo)} />
      <MobileHero
        image={study.cover && { ...study.cover, alt: '' }}
        title={study.title}
        subtitle={study.customer}
        eyebrow={
          <p className={styles.tags}>
            <Link href={mobilePaths.caseStudies(study.industry)}>{labelIn(industries.labels[study.industry], locale)}</Link>
            <span>{labelIn(regions.labels[study.region], locale)}</span>
          </p>
        }
      >
        <p>
          <time dateTime={isoDay(study.date)}>{formatDate(study.date, locale)}</time>
        </p>
      </MobileHero>

      {study.figures.length > 0 && (
        <MobileSection title={t('figures')}>
          <MobileFacts facts={study.figures.map((figure) => ({ label: figure.label, value: figure.value }))} className={styles.figures} />
        </MobileSection>
      )}

      {study.summary && <p className={styles.lead}>{study.summary}</p>}

      {stories.map((story) => (
        <MobileSection key={story.id} title={story.title}>
          <div className={ui.richText}>
            <Prose html={story.html} className={ui.prose} />
          </div>
        </MobileSection>
      ))}

      {study.quote && <CaseStudyQuote quote={study.quote} className={styles.quote} />}

      {study.products.length > 0 && (
        <MobileSection title={t('productsUsed')}>
          <MobileProductGrid products={study.products} />
        </MobileSection>
      )}

      {study.solutions.length > 0 && (
        <MobileSection title={t('solutionsUsed')}>
          <ul className={styles.solutions}>
            {study.solutions.map((solution) => (
              <li key={solution.id}>
                <Link href={mobilePaths.solutionDetail(solution.id)}>{solution.name} ›</Link>
              </li>
            ))}
          </ul>
        </MobileSection>
      )}

      {study.gallery.length > 0 && (
        <MobileSection title={t('pictures')}>
          <ul className={styles.gallery}>
            {study.gallery.map((picture) => (
              <li key={picture.url}>
                <MobilePicture image={picture} />
              </li>
            ))}
          </ul>
        </MobileSection>
      )}

      <div className={styles.actions}>
        <OpenEnquiryButton productModel={study.title} className={ui.button}>
          {t('enquire')}
        </OpenEnquiryButton>
        <Link href={mobilePaths.caseStudies()} className={ui.more}>
          {t('all')} ›
        </Link>
      </div>
    </article>
  )
}
