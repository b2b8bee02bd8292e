import type { ReactNode } from 'react'

import { Image } from '@/components/media/Image'
import { Link } from '@/i18n/navigation'
import { navPicture } from '@/rules/limits'

import styles from './HeaderMenu.module.css'
import { ChevronRight } from './icons'
import { MegaMenuCategories } from './MegaMenuCategories'
import { MissingPageLink } from './MissingPageLink'
import type { DropdownSection, MegaMenuCategory, MenuPicture } from './types'

/*
 * Spec §2.5: the header panels, rendered on the server (they are part of the page's HTML, hidden
 * until HeaderMenu shows one). Pictures load lazily: only when their panel is first shown.
 */

export interface PanelText {
  readonly viewMore: string
  readonly learnMore: string
  readonly categories: string
  readonly opensInNewTab: string
}

/** The product-center mega-menu: categories, and for each its first 11 products (§9). */
export function ProductsPanel({ categories, text }: { categories: MegaMenuCategory[]; text: PanelText }) {
  return (
    <MegaMenuCategories
      title={text.categories}
      viewMore={text.viewMore}
      categories={categories.map(({ iconUrl, activeIconUrl, ...category }) => ({
        ...category,
        icon: iconUrl ? (
          <span className={styles.categoryIcon} aria-hidden="true">
            <Image src={iconUrl} alt="" width={28} height={28} className={styles.iconIdle} />
            <Image src={activeIconUrl || iconUrl} alt="" width={28} height={28} className={styles.iconActive} />
          </span>
        ) : null,
      }))}
    />
  )
}

/** The solutions, news and about drop-downs: their links and the 360×166 navigation picture. */
export function DropdownPanel({ section, text }: { section: DropdownSection; text: PanelText }) {
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
      {section.picture && <PictureLink picture={section.picture} opensInNewTab={text.opensInNewTab} />}
    </div>
  )
}

/** §2.5: the drop-down's 360×166 navigation picture with its optional, editor-typed link. */
function PictureLink({ picture, opensInNewTab }: { picture: MenuPicture; opensInNewTab: string }) {
  const image = (alt: string): ReactNode => (
    <Image src={picture.src} alt={alt} width={navPicture.width} height={navPicture.height} className={styles.pictureImage} />
  )
  switch (picture.link.kind) {
    case 'internal':
      return (
        <Link href={picture.link.href} className={styles.picture}>
          {image(picture.alt)}
        </Link>
      )
    case 'external':
      return (
        <a href={picture.link.href} target="_blank" rel="noopener" className={styles.picture}>
          {image(picture.alt)}
          <span className="visually-hidden">{opensInNewTab}</span>
        </a>
      )
    case 'missing':
      return <MissingPageLink className={styles.picture}>{image(picture.alt)}</MissingPageLink>
    default:
      return <div className={styles.picture}>{image('')}</div>
  }
}
