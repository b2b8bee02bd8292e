'use client'

import { OpenEnquiryButton } from '@/components/enquiry'

/** A partner as its row shows it, every text made on the server. */
export interface PartnerRow {
  id: number
  /** the row's anchor (search results link to it) */
  anchor: string
  name: string
  /** its type, and its city and country */
  tags: string[]
  address: string
  phone: { href: string; text: string } | null
  email: string
  website: { href: string; text: string } | null
  lines: { href: string; name: string }[]
  /** "Contact this partner: {name}" */
  contactLabel: string
}

export interface PartnerGroup {
  region: string
  title: string
  partners: PartnerRow[]
}

/** The classes of the page's CSS module (desktop or mobile) that the rows use. */
export type PartnerRowsClassName = 'regions' | 'regionTitle' | 'partners' | 'tags' | 'tag' | 'lines' | 'productChip' | 'contact'

export interface PartnerRowsText {
  address: string
  phone: string
  email: string
  website: string
  productLines: string
  contact: string
  opensInNewTab: string
}

interface Props {
  groups: PartnerGroup[]
  text: PartnerRowsText
  classNames: Readonly<Record<PartnerRowsClassName, string>>
  id: string
}

/**
 * Issue 36: where to buy's rows by region, rendered from their texts. A client component so that a
 * row travels in the page's RSC payload as its data rather than as its element tree: every page
 * of the list stays within 60 kB of HTML. No state of its own: the server renders the whole row;
 * "contact this partner" opens the site's enquiry dialog addressed to the partner (issue 29).
 */
export function PartnerRows({ groups, text, classNames, id }: Props) {
  return (
    <div className={classNames.regions} id={id}>
      {groups.map((group) => (
        <section key={group.region} aria-labelledby={`region-${group.region}`}>
          <h2 id={`region-${group.region}`} className={classNames.regionTitle}>
            {group.title}
          </h2>
          <ul className={classNames.partners}>
            {group.partners.map((partner) => (
              <li key={partner.id} id={partner.anchor}>
                <p className={classNames.tags}>
                  {partner.tags.map((tag, index) => (
                    <span key={index} className={classNames.tag}>
                      {tag}
                    </span>
                  ))}
                </p>
                <h3>{partner.name}</h3>
                <dl>
                  {partner.address && (
                    <>
                      <dt>{text.address}</dt>
                      <dd>{partner.address}</dd>
                    </>
                  )}
                  {partner.phone && (
                    <>
                      <dt>{text.phone}</dt>
                      <dd>
                        <a href={partner.phone.href}>{partner.phone.text}</a>
                      </dd>
                    </>
                  )}
                  {partner.email && (
                    <>
                      <dt>{text.email}</dt>
                      <dd>
                        <a href={`mailto:${partner.email}`}>{partner.email}</a>
                      </dd>
                    </>
                  )}
                  {partner.website && (
                    <>
                      <dt>{text.website}</dt>
                      <dd>
                        <a href={partner.website.href} target="_blank" rel="noopener noreferrer">
                          {partner.website.text}
                          <span className="visually-hidden"> {text.opensInNewTab}</span>
                        </a>
                      </dd>
                    </>
                  )}
                  {partner.lines.length > 0 && (
                    <>
                      <dt>{text.productLines}</dt>
                      <dd className={classNames.lines}>
                        {partner.lines.map((line) => (
                          <a key={line.href} href={line.href} className={classNames.productChip}>
                            {line.name}
                          </a>
                        ))}
                      </dd>
                    </>
                  )}
                </dl>
                <OpenEnquiryButton partner={{ id: partner.id, name: partner.name }} className={classNames.contact} aria-label={partner.contactLabel}>
                  {text.contact}
                </OpenEnquiryButton>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
