import { getTranslations } from 'next-intl/server'

import type { CaseStudyPageData } from '@/app/(site)/[locale]/_load/resources'
import { OpenEnquiryButton } from '@/components/enquiry'
import { Image } from '@/components/media/Image'
import { formatDate, isoDay } from '@/components/news/format'
import { ProductCard } from '@/components/product/ProductCard'
import { Breadcrumb } from '@/components/ui/Breadcrumb'
import { Prose } from '@/components/ui/Prose'
import { Link } from '@/i18n/navigation'
import { labelIn } from '@/rules/choices'
import { paths } from '@/rules/paths'
import { industries, regions } from '@/rules/resources'
import { JsonLd } from '@/seo/JsonLd'
import { caseStudyJsonLd } from '@/seo/resourcesJsonLd'

import { caseStudyStories, CaseStudyQuote } from './caseStudyParts'
import styles from './CaseStudyView.module.css'

/**
 * Issue 29 /case-studies/<slug>: the customer, industry and region, the key figures, the
 * challenge, solution and results, the customer's words, the products and solutions used, and
 * the pictures from the site.
 */
export async function CaseStudyView({ locale, study, site, seo }: CaseStudyPageData) {
  const [t, common, product] = await Promise.all([
    getTranslations({ locale, namespace: 'resources.caseStudies' }),
    getTranslations({ locale, namespace: 'resources' }),
    getTranslations({ locale, namespace: 'product' }),
  ])
  const stories = caseStudyStories(study, t)
  return (
    <article>
      <JsonLd data={caseStudyJsonLd(study, site, locale, seo)} />
      <header className={styles.hero}>
        {study.cover && <Image src={study.cover.url} focus={study.cover.focus} alt="" fill preload sizes="100vw" className={styles.heroImage} />}
        <div className={`container ${styles.heroText}`}>
          <Breadcrumb label={common('breadcrumb')} items={[{ label: common('home'), href: paths.home() }, { label: t('title'), href: paths.caseStudies() }, { label: study.title }]} />
          <h1>{study.title}</h1>
          <dl className={styles.facts}>
            <div>
              <dt>{t('customer')}</dt>
              <dd>{study.customer}</dd>
            </div>
            <div>
              <dt>{t('industryLabel')}</dt>
              <dd>
                <Link href={paths.caseStudies(study.industry)}>{labelIn(industries.labels[study.industry], locale)}</Link>
              </dd>
            </div>
            <div>
              <dt>{t('region')}</dt>
              <dd>{labelIn(regions.labels[study.region], locale)}</dd>
            </div>
            <div>
              <dt>{t('date')}</dt>
              <dd>
                <time dateTime={isoDay(study.date)}>{formatDate(study.date, locale)}</time>
              </dd>
            </div>
          </dl>
        </div>
      </header>

      {study.figures.length > 0 && (
        <section className={styles.figuresBand} aria-labelledby="case-figures">
          <div className="container">
            <h2 id="case-figures" className="visually-hidden">
              {t('figures')}
            </h2>
            <dl className={styles.figures}>
              {study.figures.map((figure) => (
                <div key={figure.label}>
                  <dt>{figure.label}</dt>
                  <dd>{figure.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
      )}

      <div className={`container ${styles.body}`}>
        {study.summary && <p className={styles.lead}>{study.summary}</p>}
        {stories.map((story) => (
          <section key={story.id} className={styles.section} aria-labelledby={`case-${story.id}`}>
            <h2 id={`case-${story.id}`} className={styles.heading}>
              {story.title}
            </h2>
            <Prose html={story.html} />
          </section>
        ))}

        {study.quote && <CaseStudyQuote quote={study.quote} className={styles.quote} />}

        {study.products.length > 0 && (
          <section className={styles.section} aria-labelledby="case-products">
            <h2 id="case-products" className={styles.heading}>
              {t('productsUsed')}
            </h2>
            <ul className={styles.products}>
              {study.products.map((item) => (
                <li key={item.id}>
                  <ProductCard product={item} cta={product('viewDetail')} />
                </li>
              ))}
            </ul>
          </section>
        )}

        {study.solutions.length > 0 && (
          <section className={styles.section} aria-labelledby="case-solutions">
            <h2 id="case-solutions" className={styles.heading}>
              {t('solutionsUsed')}
            </h2>
            <ul className={styles.solutions}>
              {study.solutions.map((solution) => (
                <li key={solution.id}>
                  <Link href={paths.solutionDetail(solution.id)}>{solution.name} →</Link>
                </li>
              ))}
            </ul>
          </section>
        )}

        {study.gallery.length > 0 && (
          <section className={styles.section} aria-labelledby="case-pictures">
            <h2 id="case-pictures" className={styles.heading}>
              {t('pictures')}
            </h2>
            <ul className={styles.gallery}>
              {study.gallery.map((picture) => (
                <li key={picture.url}>
                  <Image src={picture.url} focus={picture.focus} alt={picture.alt} width={800} height={450} sizes="(max-width: 1280px) 50vw, 600px" loading="lazy" className={styles.picture} />
                </li>
              ))}
            </ul>
          </section>
        )}

        <p className={styles.actions}>
          <OpenEnquiryButton productModel={study.title} className={styles.cta}>
            {t('enquire')}
          </OpenEnquiryButton>
          <Link href={paths.caseStudies()} className={styles.back}>
            {t('all')}
          </Link>
        </p>
      </div>
    </article>
  )
}
