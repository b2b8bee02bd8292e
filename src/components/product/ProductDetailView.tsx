import { getTranslations } from 'next-intl/server'

import { CompareToggle } from '@/components/compare/CompareToggle'
import { compareToggleText } from '@/components/compare/CompareTraySlot'
import { OpenEnquiryButton } from '@/components/enquiry'
import { CaseStudyCards } from '@/components/resources/CaseStudyCards'
import { DocumentList } from '@/components/resources/DocumentList'
import { resourceStyles } from '@/components/resources/resourceStyles'
import { Breadcrumb } from '@/components/ui/Breadcrumb'
import type { CaseStudySummary } from '@/data/caseStudies'
import type { DownloadDocument } from '@/data/downloads'
import type { ProductDetail } from '@/data/products'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/rules/language'
import { paths } from '@/rules/paths'

import { datasheetFileValues } from './datasheet'
import { ProductCard } from './ProductCard'
import styles from './ProductDetailView.module.css'
import { ProductGallery } from './ProductGallery'
import { SpecTable } from './SpecTable'

type Props = { product: ProductDetail; locale: Locale; documents: DownloadDocument[]; caseStudies: CaseStudySummary[] }

/**
 * Spec §2.1 /product-detail/{customizeUrl}: gallery, summary, features, specifications, datasheet,
 * the product's documents and the case studies that use it (issue 29), related products.
 */
export async function ProductDetailView({ product, locale, documents, caseStudies }: Props) {
  const [t, tr, compareText] = await Promise.all([
    getTranslations({ locale, namespace: 'product' }),
    getTranslations({ locale, namespace: 'resources' }),
    compareToggleText(locale),
  ])
  const pictures = product.gallery.length > 0 ? product.gallery : product.cover ? [product.cover] : []
  const crumbs = [
    { label: t('home'), href: paths.home() },
    { label: t('title'), href: paths.productList() },
    ...(product.category ? [{ label: product.category.name, href: paths.productList(product.category.index) }] : []),
    { label: product.model },
  ]
  const datasheet = product.datasheet
  return (
    <article className={styles.page}>
      <div className={styles.top}>
        <div className={`container ${styles.topInner}`}>
          <Breadcrumb items={crumbs} label={t('breadcrumb')} tone="dark" />
          <div className={styles.info}>
            {product.category && <p className={styles.category}>{product.category.name}</p>}
            <h1 className={styles.title}>{product.firstTitle}</h1>
            <p className={styles.model}>
              <span className={styles.modelLabel}>{t('model')}</span>
              <span data-testid="product-model">{product.model}</span>
            </p>
            {product.summary && <p className={styles.summary}>{product.summary}</p>}
            <div className={styles.actions}>
              <OpenEnquiryButton productModel={product.model} className={styles.primary}>
                {t('enquire')}
              </OpenEnquiryButton>
              {datasheet && (
                <a href={datasheet.url} download={datasheet.filename} className={styles.secondary} type={datasheet.mimeType}>
                  <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                    <path d="M12 3v12m0 0 5-5m-5 5-5-5M4 19h16" />
                  </svg>
                  {t('datasheet')}
                </a>
              )}
              <CompareToggle product={{ key: product.customizeUrl, model: product.model, title: product.firstTitle }} text={compareText} />
            </div>
            {datasheet && (
              <p className={styles.file}>
                {t('datasheetFile', datasheetFileValues(datasheet, locale))}
              </p>
            )}
          </div>
        </div>
      </div>

      {/* Issue 36: the product's facts are its first screen; its pictures follow. */}
      <div className={`container ${styles.pictures}`}>
        <ProductGallery pictures={pictures} label={t('gallery')} pictureLabel={(number) => t('showPicture', { number })} />
      </div>

      <div className={`container ${styles.body}`}>
        {product.features.length > 0 && (
          <section className={styles.section} aria-labelledby="product-features">
            <h2 id="product-features">{t('features')}</h2>
            <ul className={styles.features}>
              {product.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </section>
        )}

        {product.specs.length > 0 && (
          <section className={styles.section} aria-labelledby="product-specs">
            <h2 id="product-specs">{t('specs')}</h2>
            <SpecTable specs={product.specs} itemLabel={t('specItem')} valueLabel={t('specValue')} className={styles.specs} />
          </section>
        )}

        {documents.length > 0 && (
          <section className={styles.section} aria-labelledby="product-downloads" id="downloads">
            <h2 id="product-downloads">{tr('downloads.forProduct')}</h2>
            <DocumentList documents={documents} locale={locale} styles={resourceStyles} links={paths} showProducts={false} titleLevel="h3" />
            <p className={styles.more}>
              <Link href={paths.downloads({ product: product.customizeUrl })}>{tr('downloads.allFor', { model: product.model })} →</Link>
              <Link href={paths.whereToBuy()}>{tr('whereToBuy.title')} →</Link>
            </p>
          </section>
        )}

        {caseStudies.length > 0 && (
          <section className={styles.section} aria-labelledby="product-cases">
            <h2 id="product-cases">{tr('caseStudies.using')}</h2>
            <CaseStudyCards studies={caseStudies} locale={locale} styles={resourceStyles} links={paths} headingLevel={3} />
          </section>
        )}

        {product.related.length > 0 && (
          <section className={styles.section} aria-labelledby="product-related">
            <h2 id="product-related">{t('related')}</h2>
            <ul className={styles.related}>
              {product.related.map((item) => (
                <li key={item.id}>
                  <ProductCard product={item} cta={t('viewDetail')} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </article>
  )
}
