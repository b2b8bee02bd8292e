import { Image } from '@/components/media/Image'
import { getTranslations } from 'next-intl/server'

import { QuickEnquiryForm } from '@/components/enquiry/QuickEnquiryForm'
import { getSiteSettings } from '@/data/globals'
import { getProductCategories } from '@/data/products'
import { getSolutions } from '@/data/solutions'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/rules/language'
import { footerMaxCategories, footerMaxSolutions } from '@/rules/limits'
import { paths } from '@/rules/paths'

import styles from './Footer.module.css'

type Column = { title: string; links: { href: string; label: string }[] }

/** Spec §2.6: four link columns, social entries, contact lines, the leave-message form, site map and legal links. */
export async function Footer({ locale }: { locale: Locale }) {
  const [site, categories, solutions, t, tf] = await Promise.all([
    getSiteSettings(locale),
    getProductCategories(locale),
    getSolutions(locale),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'footer' }),
  ])
  const columns: Column[] = [
    {
      title: t('productCenter'),
      links: categories.slice(0, footerMaxCategories).map((category, index) => ({ href: paths.productList(index), label: category.name })),
    },
    {
      title: t('mdm'),
      links: [
        { href: paths.mdm(), label: t('mdmOverview') },
        { href: paths.mdmPrice(), label: t('mdmPrice') },
      ],
    },
    {
      title: t('solutions'),
      links: solutions.slice(0, footerMaxSolutions).map((solution) => ({ href: paths.solutionDetail(solution.id), label: solution.name })),
    },
    {
      title: t('aboutUs'),
      links: [
        { href: paths.introductory(), label: t('companyProfile') },
        { href: paths.recruitment(), label: t('recruitment') },
        { href: paths.newsTrend(), label: t('news') },
        { href: `${paths.introductory()}#contact`, label: t('contact') },
      ],
    },
  ]
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <div className={styles.columns}>
          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className={styles.heading}>{column.title}</h2>
              <ul className={styles.links}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={styles.contact}>
          <h2 className={styles.heading}>{tf('contact')}</h2>
          <ul className={styles.lines}>
            {site.contactLines.map((line) => (
              <li key={line.label}>
                <span className={styles.lineLabel}>{line.label}</span>
                {line.value}
              </li>
            ))}
          </ul>
          <ul className={styles.socials} aria-label={tf('follow')}>
            {site.socials.map((social) => (
              <li key={social.name} className={styles.social}>
                {social.url ? (
                  <a href={social.url} target="_blank" rel="noopener noreferrer" aria-label={social.name}>
                    <Image src={social.icon} alt="" width={32} height={32} unoptimized />
                  </a>
                ) : (
                  <span tabIndex={0} aria-label={social.name} className={styles.qrTrigger}>
                    <Image src={social.icon} alt="" width={32} height={32} unoptimized />
                    {social.QRCode && (
                      <span className={styles.qr}>
                        <Image src={social.QRCode} alt={social.name} width={128} height={128} unoptimized />
                      </span>
                    )}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
        <section className={styles.message} aria-labelledby="footer-leave-message">
          <h2 id="footer-leave-message" className={styles.heading}>
            {tf('leaveMessage')}
          </h2>
          <p className={styles.messageHint}>{tf('leaveMessageHint')}</p>
          <QuickEnquiryForm />
        </section>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomRow}`}>
          <span>
            © {new Date().getFullYear()} {site.companyName} · {tf('rights')} {site.icp && `· ${site.icp}`}
          </span>
          <span className={styles.legal}>
            <Link href={paths.siteMap()}>{t('siteMap')}</Link>
            <Link href={paths.legalNotice()}>{t('legalNotice')}</Link>
          </span>
        </div>
      </div>
    </footer>
  )
}
