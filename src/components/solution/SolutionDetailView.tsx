import type { ReactNode } from 'react'

import { Image } from '@/components/media/Image'
import { getTranslations } from 'next-intl/server'

import { OpenEnquiryButton } from '@/components/enquiry'
import { Breadcrumb } from '@/components/ui/Breadcrumb'
import { ProductCard } from '@/components/product/ProductCard'
import { CaseStudyCards } from '@/components/resources/CaseStudyCards'
import { resourceStyles } from '@/components/resources/resourceStyles'
import type { CaseStudySummary } from '@/data/caseStudies'
import type { SolutionDetail } from '@/data/solutions'
import type { Locale } from '@/rules/language'
import { paths } from '@/rules/paths'

import styles from './SolutionDetailView.module.css'

type Props = { solution: SolutionDetail; locale: Locale; caseStudies: CaseStudySummary[] }

/** Spec §2.1 /solution-detail/{id}: hero, the editor's text, highlights, the products it uses and the case studies that use it (issue 29). */
export async function SolutionDetailView({ solution, locale, caseStudies }: Props) {
  const [t, tp, tr] = await Promise.all([
    getTranslations({ locale, namespace: 'solution' }),
    getTranslations({ locale, namespace: 'product' }),
    getTranslations({ locale, namespace: 'resources' }),
  ])
  return (
    <article>
      <header className={styles.hero}>
        {solution.cover && (
          <Image src={solution.cover.url} focus={solution.cover.focus} alt={solution.cover.alt} fill preload sizes="100vw" className={styles.heroImage} />
        )}
        <div className={`container ${styles.heroText}`}>
          <Breadcrumb
            label={t('breadcrumb')}
            items={[{ label: t('home'), href: paths.home() }, { label: t('title'), href: paths.solutionList() }, { label: solution.name }]}
          />
          <h1>{solution.name}</h1>
          {solution.summary && <p>{solution.summary}</p>}
          <OpenEnquiryButton productModel={solution.name} className={styles.cta}>
            {t('enquire')}
          </OpenEnquiryButton>
        </div>
      </header>

      <div className={`container ${styles.body}`}>
        <div className={`${styles.overview} ${solution.bodyHtml ? '' : styles.overviewSingle}`}>
          {solution.bodyHtml && (
            <Section id="solution-overview" title={t('overview')}>
              {/* Rich text from the CMS, rendered to HTML by the data layer. */}
              <div className={styles.prose} dangerouslySetInnerHTML={{ __html: solution.bodyHtml }} />
            </Section>
          )}

          {solution.highlights.length > 0 && (
            <Section id="solution-highlights" title={t('highlights')}>
              <ol className={styles.highlights}>
                {solution.highlights.map((highlight, index) => (
                  <li key={highlight.title}>
                    <span className={styles.number} aria-hidden="true">
                      {String(index + 1).padStart(2, '0')}
                    </span>
                    <div>
                      <h3>{highlight.title}</h3>
                      {highlight.text && <p>{highlight.text}</p>}
                    </div>
                  </li>
                ))}
              </ol>
            </Section>
          )}
        </div>

        {solution.relatedProducts.length > 0 && (
          <Section id="solution-products" title={t('relatedProducts')}>
            <ul className={styles.products}>
              {solution.relatedProducts.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} cta={tp('viewDetail')} />
                </li>
              ))}
            </ul>
          </Section>
        )}
        {caseStudies.length > 0 && (
          <section className={styles.section} aria-labelledby="solution-cases">
            <h2 id="solution-cases" className={styles.heading}>
              {tr('caseStudies.using')}
            </h2>
            <CaseStudyCards studies={caseStudies} locale={locale} styles={resourceStyles} links={paths} headingLevel={3} />
          </section>
        )}
      </div>
    </article>
  )
}

/** A part of the page under its own heading, which names it. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  )
}
