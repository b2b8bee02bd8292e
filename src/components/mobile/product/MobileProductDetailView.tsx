import { getTranslations } from 'next-intl/server'

import { CompareToggle } from '@/components/compare/CompareToggle'
import { compareToggleText } from '@/components/compare/CompareTraySlot'
import { OpenEnquiryButton } from '@/components/enquiry'
import { datasheetFileValues } from '@/components/product/datasheet'
import { galleryMaxPictures } from '@/components/product/ProductGallery'
import { SpecTable } from '@/components/product/SpecTable'
import { CaseStudyCards } from '@/components/resources/CaseStudyCards'
import { DocumentList } from '@/components/resources/DocumentList'
import type { CaseStudySummary } from '@/data/caseStudies'
import type { DownloadDocument } from '@/data/downloads'
import type { ProductDetail } from '@/data/products'
import { mobilePaths } from '@/rules/routes'
import type { Locale } from '@/rules/language'

import { mobileResourceStyles as resourceStyles } from '../resources/mobileResourceStyles'
import { MobileSection } from '../shared/MobileSection'
import ui from '../shared/MobileUi.module.css'
import { MobileGallery } from './MobileGallery'
import styles from './MobileProduct.module.css'
import { MobileProductGrid } from './MobileProductCard'

type Props = { product: ProductDetail; locale: Locale; documents: DownloadDocument[]; caseStudies: CaseStudySummary[] }

/**
 * /m.product-detail/{customizeUrl|id}: pictures, summary, enquiry and datasheet, features,
 * specifications, the product's documents and case studies (issue 29), related products.
 */
export async function MobileProductDetailView({ product, locale, documents, caseStudies }: Props) {
  const [t, tm, tr, compareText] = await Promise.all([
    getTranslations({ locale, namespace: 'product' }),
    getTranslations({ locale, namespace: 'mobile' }),
    getTranslations({ locale, namespace: 'resources' }),
    compareToggleText(locale),
  ])
  const pictures = product.gallery.length > 0 ? product.gallery : product.cover ? [product.cover] : []
  const datasheet = product.datasheet
  return (
    <article className={ui.page}>
      <header className={styles.info}>
        {product.category && <p className={ui.badge}>{product.category.name}</p>}
        <h1 className={styles.title}>{product.firstTitle}</h1>
        <p className={styles.model}>
          <span className={ui.muted}>{t('model')}</span>
          <span data-testid="product-model">{product.model}</span>
        </p>
        {product.summary && <p className={ui.lead}>{product.summary}</p>}
        <div className={ui.actions}>
          <OpenEnquiryButton productModel={product.model} className={ui.button}>
            {t('enquire')}
          </OpenEnquiryButton>
          {datasheet && (
            <a href={datasheet.url} download={datasheet.filename} type={datasheet.mimeType} className={ui.buttonGhost}>
              {t('datasheet')}
            </a>
          )}
          <CompareToggle product={{ key: product.customizeUrl, model: product.model, title: product.firstTitle }} text={compareText} />
        </div>
        {datasheet && <p className={`${ui.muted} ${styles.file}`}>{t('datasheetFile', datasheetFileValues(datasheet, locale))}</p>}
      </header>
      <MobileGallery
        pictures={pictures.slice(0, galleryMaxPictures)}
        label={t('gallery')}
        position={(number, total) => tm('pictureOf', { number, total })}
      />

      {product.features.length > 0 && (
        <MobileSection title={t('features')}>
          <ul className={styles.features}>
            {product.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </MobileSection>
      )}

      {product.specs.length > 0 && (
        <MobileSection title={t('specs')}>
          <SpecTable specs={product.specs} itemLabel={t('specItem')} valueLabel={t('specValue')} className={styles.specs} />
        </MobileSection>
      )}

      {documents.length > 0 && (
        <MobileSection title={tr('downloads.forProduct')} more={{ href: mobilePaths.downloads({ product: product.customizeUrl }), label: tr('downloads.allFor', { model: product.model }) }}>
          <DocumentList documents={documents} locale={locale} styles={resourceStyles} links={mobilePaths} showProducts={false} titleLevel="h3" />
        </MobileSection>
      )}

      {caseStudies.length > 0 && (
        <MobileSection title={tr('caseStudies.using')} more={{ href: mobilePaths.caseStudies(), label: tr('caseStudies.all') }}>
          <CaseStudyCards studies={caseStudies} locale={locale} styles={resourceStyles} links={mobilePaths} headingLevel={3} />
        </MobileSection>
      )}

      {product.related.length > 0 && (
        <MobileSection title={t('related')}>
          <MobileProductGrid products={product.related} />
        </MobileSection>
      )}
    </article>
  )
}
