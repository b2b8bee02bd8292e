import { Image } from '@/components/media/Image'
import { getTranslations } from 'next-intl/server'

import type { HomePageData } from '@/app/(site)/[locale]/_load/pages'
import { Link } from '@/i18n/navigation'
import { languageTag } from '@/rules/language'
import { paths } from '@/rules/paths'

import { FeatureText, LearnMoreLink } from './HomeParts'
import styles from './HomeView.module.css'

// A grid card is at most 384 px wide (the 1200 px container in thirds), a feature picture 560 px:
// their size in the markup and no `sizes` give a srcset of 1x and 2x only. With `sizes="384px"` next/image listed all 15 configured
// widths, 1.5 kB per picture in the HTML and again in the RSC payload (issue 15, HTML ≤ 60 kB).
const cardPicture = { width: 384, height: 288 } as const
// The banner's picture spans the content column (1200 px), on a page never narrower than 1024 px
// (global.css): a phone's browser showing the desktop page lays it out 1024 px wide.
const heroPictureSizes = '(max-width: 1264px) 1024px, 1200px'

export async function HomeView({ home, categories, solutions, news, locale }: HomePageData) {
  const t = await getTranslations({ locale, namespace: 'home' })
  const tn = await getTranslations({ locale, namespace: 'nav' })
  const [hero] = home.banners
  const dateFormat = new Intl.DateTimeFormat(languageTag(locale, 'dates'), { dateStyle: 'medium' })
  return (
    <>
      {/* Issue 36: the first screen leads with text, the banner's picture follows below it. */}
      {hero && (
        <section className={styles.hero}>
          <div className={`container ${styles.heroText}`}>
            <h1>{hero.title}</h1>
            {hero.subtitle && <p>{hero.subtitle}</p>}
            {hero.link && <LearnMoreLink href={hero.link} about={hero.title} label={tn('learnMore')} className={styles.cta} />}
          </div>
        </section>
      )}
      {hero?.image && (
        <div className={`container ${styles.heroPicture}`}>
          <Image src={hero.image.url} focus={hero.image.focus} alt={hero.image.alt} width={1200} height={450} sizes={heroPictureSizes} className={styles.heroImage} />
        </div>
      )}

      {home.tags.length > 0 && (
        <nav className={`container ${styles.tags}`} aria-label="tags">
          {home.tags.map((tag) => (
            <Link key={tag.label} href={tag.link || paths.home()} className={styles.tag}>
              {tag.label}
            </Link>
          ))}
        </nav>
      )}

      <section className={`container ${styles.section}`}>
        <header className={styles.sectionHead}>
          <h2>{t('products')}</h2>
          <Link href={paths.productList()}>{t('allProducts')} →</Link>
        </header>
        <ul className={styles.grid}>
          {categories.map((category, index) => (
            <li key={category.id} className={styles.card}>
              <Link href={paths.productList(index)}>
                {category.productList[0]?.imageUrl && (
                  <Image
                    src={category.productList[0].imageUrl}
                    focus={category.productList[0].imageFocus}
                    alt=""
                    {...cardPicture}
                    className={styles.cardImage}
                  />
                )}
                <h3>{category.name}</h3>
                <p>{category.summary}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {home.sections.map((section) => (
        <section key={section.key} className={styles.feature}>
          <div className={`container ${styles.featureInner}`}>
            <div>
              <FeatureText section={section} learnMore={tn('learnMore')} subtitleClass={styles.subtitle} link={{ className: styles.cta }} />
            </div>
            {section.image && (
              <Image src={section.image.url} focus={section.image.focus} alt={section.image.alt} width={560} height={420} className={styles.featureImage} />
            )}
          </div>
        </section>
      ))}

      <section className={`container ${styles.section}`}>
        <header className={styles.sectionHead}>
          <h2>{t('solutions')}</h2>
          <Link href={paths.solutionList()}>{t('allSolutions')} →</Link>
        </header>
        <ul className={styles.grid}>
          {solutions.map((solution) => (
            <li key={solution.id} className={styles.card}>
              <Link href={paths.solutionDetail(solution.id)}>
                {solution.imageUrl && <Image src={solution.imageUrl} focus={solution.imageFocus} alt="" {...cardPicture} className={styles.cardImage} />}
                <h3>{solution.name}</h3>
                <p>{solution.summary}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={`container ${styles.section}`}>
        <header className={styles.sectionHead}>
          <h2>{t('news')}</h2>
          <Link href={paths.newsTrend()}>{t('allNews')} →</Link>
        </header>
        <ul className={styles.news}>
          {news.map((article) => (
            <li key={article.id}>
              <Link href={paths.newsDetail(article.id)} className={styles.newsItem}>
                <time dateTime={article.date}>{dateFormat.format(new Date(article.date))}</time>
                <span>{article.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
