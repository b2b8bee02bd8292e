import { getTranslations } from 'next-intl/server'

import { OpenEnquiryButton } from '@/components/enquiry'
import { Prose } from '@/components/ui/Prose'
import type { SolutionDetail } from '@/data/solutions'
import type { Locale } from '@/rules/language'

import { MobileProductGrid } from '../product/MobileProductCard'
import { MobilePicture } from '../shared/MobileBlocks'
import { MobileSection } from '../shared/MobileSection'
import ui from '../shared/MobileUi.module.css'
import styles from './MobileSolution.module.css'

/** /m.solution-detail/{id}: cover and title, the editor's text, the highlights and the products it uses. */
export async function MobileSolutionDetailView({ solution, locale }: { solution: SolutionDetail; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'solution' })
  return (
    <article className={ui.page}>
      <header className={styles.hero}>
        {solution.cover && <MobilePicture image={solution.cover} priority className={styles.heroImage} />}
        <div className={styles.heroText}>
          <h1>{solution.name}</h1>
          {solution.summary && <p>{solution.summary}</p>}
        </div>
      </header>
      <div className={styles.enquire}>
        <OpenEnquiryButton productModel={solution.name} className={ui.button}>
          {t('enquire')}
        </OpenEnquiryButton>
      </div>

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
    </article>
  )
}
