import { getTranslations } from 'next-intl/server'

import { OpenEnquiryButton } from '@/components/enquiry'
import type { PartnerEntry } from '@/data/partners'
import { localizedHref, type Locale } from '@/rules/language'
import type { paths } from '@/rules/paths'
import { partnerTypeLabels, regionLabels, regions, resourceAnchor } from '@/rules/resources'

interface Props {
  partners: PartnerEntry[]
  locale: Locale
  styles: Readonly<Record<string, string>>
  links: typeof paths
  id: string
}

/**
 * Issue 29 where to buy: partners grouped by region (in the regions' order), each with its type,
 * place, contact details and product lines, and "contact this partner", which opens the site's
 * enquiry dialog addressed to it. One page of them (issue 36: filtered and paged on the server).
 */
export async function PartnerList({ partners, locale, styles, links, id }: Props) {
  const t = await getTranslations({ locale, namespace: 'resources.whereToBuy' })
  const common = await getTranslations({ locale, namespace: 'resources' })
  const groups = regions.map((region) => ({ region, partners: partners.filter((partner) => partner.region === region) })).filter((group) => group.partners.length > 0)
  return (
    <div className={styles.regions} id={id}>
      {groups.map((group) => (
        <section key={group.region} aria-labelledby={`region-${group.region}`}>
          <h2 id={`region-${group.region}`} className={styles.regionTitle}>
            {regionLabels[group.region][locale]}
          </h2>
          <ul className={styles.partners}>
            {group.partners.map((partner) => (
              <li key={partner.id} id={resourceAnchor.partner(partner.id)}>
                <p className={styles.tags}>
                  <span className={styles.tag}>{partnerTypeLabels[partner.type][locale]}</span>
                  <span className={styles.tag}>{[partner.city, partner.countryName].filter(Boolean).join(' · ')}</span>
                </p>
                <h3>{partner.name}</h3>
                <dl>
                  {partner.address && (
                    <>
                      <dt>{t('address')}</dt>
                      <dd>{partner.address}</dd>
                    </>
                  )}
                  {partner.phone && (
                    <>
                      <dt>{t('phone')}</dt>
                      <dd>
                        <a href={`tel:${partner.phone.replace(/[^\d+]/g, '')}`}>{partner.phone}</a>
                      </dd>
                    </>
                  )}
                  {partner.email && (
                    <>
                      <dt>{t('email')}</dt>
                      <dd>
                        <a href={`mailto:${partner.email}`}>{partner.email}</a>
                      </dd>
                    </>
                  )}
                  {partner.website && (
                    <>
                      <dt>{t('website')}</dt>
                      <dd>
                        <a href={partner.website} target="_blank" rel="noopener noreferrer">
                          {partner.website.replace(/^https?:\/\//, '')}
                          <span className="visually-hidden"> {common('opensInNewTab')}</span>
                        </a>
                      </dd>
                    </>
                  )}
                  {partner.productLines.length > 0 && (
                    <>
                      <dt>{t('productLines')}</dt>
                      <dd className={styles.lines}>
                        {partner.productLines.map((line) => (
                          <a key={line.id} href={localizedHref(links.productList(line.index), locale)} className={styles.productChip}>
                            {line.name}
                          </a>
                        ))}
                      </dd>
                    </>
                  )}
                </dl>
                <OpenEnquiryButton partner={{ id: partner.id, name: partner.name }} className={styles.contact} aria-label={t('contactLabel', { name: partner.name })}>
                  {t('contact')}
                </OpenEnquiryButton>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
