import { getTranslations } from 'next-intl/server'

import { OpenEnquiryButton } from '@/components/enquiry'
import { CaseStudyCards } from '@/components/resources/CaseStudyCards'
import { Prose } from '@/components/ui/Prose'
import type { CaseStudySummary } from '@/data/caseStudies'
import type { SolutionDetail } from '@/data/solutions'
import { mobilePaths } from '@/rules/routes'
import type { Locale } from '@/rules/language'

import { MobileProductGrid } from '../product/MobileProductCard'
import { mobileResourceStyles as resourceStyles } from '../resources/mobileResourceStyles'
import { MobileHero } from '../shared/MobileBlocks'
import { MobileSection } from '../shared/MobileSection'
import ui from '../shared/MobileUi.module.css'
import styles from './MobileSolution.module.css'

/** /m.solution-detail/{id}: title and summary, then the cover (issue 36: text first), the editor's text, the highlights, the products it uses and its case studies. */
export async function MobileSolutionDetailView({ solution, locale, caseStudies }: { solution: SolutionDetail; locale: Locale; caseStudies: CaseStudySummary[] }) {
  const [t, tr] = await Promise.all([getTranslations({ locale, namespace: 'solution' }), getTranslations({ locale, namespace: 'resources' })])
  return (
    <article className={ui.page}>
      <MobileHero image={solution.cover} title={solution.name} subtitle={solution.summary || undefined}>
        <div className={styles.enquire}>
          <OpenEnquiryButton productModel={solution.name} className={ui.button}>
            {t('enquire')}
          </OpenEnquiryButton>
        </div>
      </MobileHero>

      {solution.bodyHtml && (
        <MobileSection title={t('overview')}>
          <div className={ui.richText}>
            <Prose html={solution.bodyHtml} className={ui.prose} />
          </div>
        </MobileSection>
      )}

      {solution.highlights.length > 0 && (
        <MobileSection title={t('highlights')}>
          <ol className={styles.highlights}>
            {solution.highlights.map((highlight) => (
              <li key={highlight.title} className={ui.blurb}>
                <h3>{highlight.title}</h3>
                {highlight.text && <p>{highlight.text}</p>}
              </li>
            ))}
          </ol>
        </MobileSection>
      )}

      {solution.relatedProducts.length > 0 && (
        <MobileSection title={t('relatedProducts')}>
          <MobileProductGrid products={solution.relatedProducts} />
        </MobileSection>
      )}

      {caseStudies.length > 0 && (
        <MobileSection title={tr('caseStudies.using')} more={{ href: mobilePaths.caseStudies(), label: tr('caseStudies.all') }}>
          <CaseStudyCards studies={caseStudies} locale={locale} styles={resourceStyles} links={mobilePaths} headingLevel={3} />
        </MobileSection>
      )}
    </article>
  )
}
