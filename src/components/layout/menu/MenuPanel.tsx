'use client'

import type { ReactNode } from 'react'

import { ClientLink as Link } from '@/i18n/ClientLink'

import styles from './MenuPanel.module.css'
import { ChevronRight } from './ChevronRight'
import { MegaMenuCategories } from './MegaMenuCategories'
import { MissingPageButton } from './MissingPageButton'
import { Picture } from './Picture'
import type { SectionId } from './sections'
import type { DropdownSection, MenuPanels, MenuPicture, PanelText } from './types'

/*
 * Spec §2.5: the content of the header's panels, drawn in the browser from the panels' data (one
 * fetch per language, on the first intent to open a panel). This module loads with that data, so
 * none of it is in a page's first load.
 */

export function MenuPanel({ id, panels }: { id: SectionId; panels: MenuPanels }) {
  if (id === 'products') return <MegaMenuCategories title={panels.text.categories} viewMore={panels.text.viewMore} categories={panels.products} />
  if (id === 'mdm') return null
  return <DropdownPanel section={panels.dropdowns[id]} text={panels.text} />
}

/** The solutions, news and about drop-downs: their links and the 360×166 navigation picture. */
function DropdownPanel({ section, text }: { section: DropdownSection; text: PanelText }) {
  // Links with a description sit in a two-column grid; bare names read better as one list.
  const described = section.links.some((link) => link.description)
  return (
    <div className={`container ${styles.dropdown}`}>
      <div className={styles.intro}>
        <p className={styles.introTitle}>{section.label}</p>
        <Link href={section.href} className={styles.introLink}>
          {text.learnMore}
          {/* Which "learn more" it is, for a screen reader's list of links (WCAG 2.4.4). */}
          <span className="visually-hidden"> {section.label}</span>
          <ChevronRight />
        </Link>
      </div>
      <ul className={described ? styles.linkGrid : styles.linkList} aria-label={section.label}>
        {section.links.map((link) => (
          <li key={link.key}>
            <Link href={link.href} className={styles.dropLink}>
              <span className={styles.dropTitle}>{link.label}</span>
              {link.description ? (
                <>
                  {' '}
                  <span className={styles.dropText}>{link.description}</span>
                </>
              ) : (
                <ChevronRight />
              )}
            </Link>
          </li>
        ))}
      </ul>
      {section.picture && <PictureLink picture={section.picture} text={text} />}
    </div>
  )
}

/** §2.5: the drop-down's 360×166 navigation picture with its optional, editor-typed link. */
function PictureLink({ picture, text }: { picture: MenuPicture; text: PanelText }) {
  const image = (alt: string): ReactNode => <Picture image={picture.image} alt={alt} className={styles.pictureImage} />
  switch (picture.link.kind) {
    case 'internal':
      return (
        <Link href={picture.link.href} className={styles.picture}>
          {image(picture.image.alt)}
        </Link>
      )
    case 'external':
      return (
        <a href={picture.link.href} target="_blank" rel="noopener" className={styles.picture}>
          {image(picture.image.alt)}
          <span className="visually-hidden">{text.opensInNewTab}</span>
        </a>
      )
    case 'missing':
      return (
        <MissingPageButton className={styles.picture} message={text.pageMissing}>
          {image(picture.image.alt)}
        </MissingPageButton>
      )
    default:
      return <div className={styles.picture}>{image('')}</div>
  }
}
