import { Image } from '@/components/media/Image'
import { getTranslations } from 'next-intl/server'

import type { HomePageData } from '@/app/(site)/[locale]/_load/pages'
import { FeatureText, LearnMoreLink } from '@/components/home/HomeParts'
import { Link } from '@/i18n/navigation'
import { languageTag } from '@/rules/language'
import { mobileHref, mobilePaths } from '@/rules/routes'

import { MobileHero } from '../shared/MobileBlocks'
import { MobileSection } from '../shared/MobileSection'
import ui from '../shared/MobileUi.module.css'
import styles from './MobileHomeView.module.css'

// A card is half a phone's width (~190 px; the picture fills it by CSS): a 1x/2x srcset of 256 and
// 384 px renditions. `sizes="50vw"` listed five widths, ~400 bytes per picture in the HTML and again
// in the RSC payload (issue 28: HTML ≤ 60 kB).
const cardPicture = { width: 192, height: 144 } as const
// A feature picture spans the phone (~414 px): 640 and 828 px renditions, 1x/2x.
const featurePicture = { width: 414, height: 311 } as const

/** /m.index: the home page's content (same data as the desktop home) for a phone. */
export async function MobileHomeView({ home, categories, solutions, news, locale }: HomePageData) {
  const [t, tn] = await Promise.all([getTranslations({ locale, namespace: 'home' }), getTranslations({ locale, namespace: 'nav' })])
  const [hero] = home.banners
  const dateFormat = new Intl.DateTimeFormat(languageTag(locale, 'dates'), { dateStyle: 'medium' })
  return (
    <>
      {hero && (
        <MobileHero image={hero.image} title={hero.title} subtitle={hero.subtitle} className={styles.hero}>
          {hero.link && <LearnMoreLink href={mobileHref(hero.link)} about={hero.title} label={tn('learnMore')} className={`${ui.button} ${styles.heroAction}`} />}
        </MobileHero>
      )}

      {home.tags.length > 0 && (
        <nav className={styles.tags} aria-label="tags">
          {home.tags.map((tag) => (
            <Link key={tag.label} href={mobileHref(tag.link || mobilePaths.home())} className={ui.tab}>
              {tag.label}
            </Link>
          ))}
        </nav>
      )}

      <MobileSection title={t('products')} more={{ href: mobilePaths.productList(), label: t('allProducts') }}>
        <ul className={ui.cards}>
          {categories.map((category, index) => (
            <li key={category.id} className={ui.card}>
              <Link href={mobilePaths.productList(index)}>
                {category.productList[0]?.imageUrl && (
                  <Image src={category.productList[0].imageUrl} focus={category.productList[0].imageFocus} alt="" {...cardPicture} className={ui.cardImage} />
                )}
                <div className={ui.cardBody}>
                  <h3>{category.name}</h3>
                  <p>{category.summary}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </MobileSection>

      {home.sections.map((section) => (
        <section key={section.key} className={styles.feature}>
          {section.image && <Image src={section.image.url} focus={section.image.focus} alt={section.image.alt} {...featurePicture} className={styles.featureImage} />}
          <FeatureText section={section} href={mobileHref} learnMore={tn('learnMore')} subtitleClass={styles.subtitle} link={{ className: ui.more, after: ' ›' }} />
        </section>
      ))}

      <MobileSection title={t('solutions')} more={{ href: mobilePaths.solutionList(), label: t('allSolutions') }}>
        <ul className={ui.cards}>
          {solutions.map((solution) => (
            <li key={solution.id} className={ui.card}>
              <Link href={mobilePaths.solutionDetail(solution.id)}>
                {solution.imageUrl && <Image src={solution.imageUrl} focus={solution.imageFocus} alt="" {...cardPicture} className={ui.cardImage} />}
                <div className={ui.cardBody}>
                  <h3>{solution.name}</h3>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </MobileSection>

      <MobileSection title={t('news')} more={{ href: mobilePaths.newsTrend(), label: t('allNews') }}>
        <ul className={ui.rows}>
          {news.map((article) => (
            <li key={article.id} className={ui.row}>
              <Link href={mobilePaths.newsDetail(article.id)}>
                <div className={ui.rowText}>
                  <h3>{article.title}</h3>
                  <time dateTime={article.date}>{dateFormat.format(new Date(article.date))}</time>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </MobileSection>
    </>
  )
}
