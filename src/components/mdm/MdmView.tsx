import { Image } from '@/components/media/Image'
import { getTranslations } from 'next-intl/server'

import { OpenEnquiryButton } from '@/components/enquiry'
import type { MdmContent } from '@/data/mdm'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/rules/language'
import { paths } from '@/rules/paths'

import { MdmCallToAction } from './MdmCallToAction'
import styles from './MdmView.module.css'

type Props = { content: MdmContent; trialDays: number; locale: Locale }

/** Spec §2.1 /mdm: the MDM offering, with the way to its prices and to the contact dialog. */
export async function MdmView({ content, trialDays, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'mdm' })
  return (
    <>
      <header className={styles.hero}>
        {content.heroImage && (
          <Image src={content.heroImage.url} focus={content.heroImage.focus} alt={content.heroImage.alt} fill preload sizes="100vw" className={styles.heroImage} />
        )}
        <div className={`container ${styles.heroText}`}>
          <p className={styles.badge}>{t('trialTitle', { days: trialDays })}</p>
          <h1>{content.title}</h1>
          {content.subtitle && <p className={styles.subtitle}>{content.subtitle}</p>}
          <div className={styles.actions}>
            <Link href={paths.mdmPrice()} className={styles.primary}>
              {t('viewPricing')}
            </Link>
            <OpenEnquiryButton productModel={t('productName')} className={styles.secondary}>
              {t('enquire')}
            </OpenEnquiryButton>
          </div>
        </div>
      </header>

      {content.features.length > 0 && (
        <section className={`container ${styles.section}`} aria-labelledby="mdm-features">
          <div className={styles.sectionHead}>
            <h2 id="mdm-features">{t('features')}</h2>
            <p>{t('featuresIntro')}</p>
          </div>
          <ul className={styles.features}>
            {content.features.map((feature, index) => (
              <li key={feature.title}>
                {feature.icon ? (
                  <Image src={feature.icon.url} focus={feature.icon.focus} alt="" width={48} height={48} className={styles.icon} />
                ) : (
                  <span className={styles.index} aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                )}
                <h3>{feature.title}</h3>
                {feature.text && <p>{feature.text}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}

      {content.scenarios.length > 0 && (
        <section className={styles.scenariosBand} aria-labelledby="mdm-scenarios">
          <div className="container">
            <div className={styles.sectionHead}>
              <h2 id="mdm-scenarios">{t('scenarios')}</h2>
            </div>
            <ul className={styles.scenarios}>
              {content.scenarios.map((scenario) => (
                <li key={scenario.title}>
                  <span className={styles.scenarioPicture}>
                    {scenario.image && (
                      <Image src={scenario.image.url} focus={scenario.image.focus} alt={scenario.image.alt} fill sizes="(max-width: 1280px) 33vw, 400px" className={styles.scenarioImage} />
                    )}
                  </span>
                  <div className={styles.scenarioText}>
                    <h3>{scenario.title}</h3>
                    {scenario.text && <p>{scenario.text}</p>}
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <MdmCallToAction
        title={t('ctaTitle')}
        text={t('ctaText')}
        enquireLabel={t('enquire')}
        productModel={t('productName')}
        pricing={{ href: paths.mdmPrice(), label: t('viewPricing') }}
      />
    </>
  )
}
