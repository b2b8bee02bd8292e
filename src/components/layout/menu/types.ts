/** The header menus (spec §2.5): the top-level items in the page, the panels' data fetched on intent. */
import type { PictureData } from '@/components/media/pictureAttributes'

import type { HeaderHref } from './links'
import type { SectionId } from './sections'

/** A product of the mega-menu: only what its link shows. */
export interface MegaMenuProduct {
  href: string
  title: string
  model: string
}

export interface MegaMenuCategory {
  name: string
  href: string
  /** The category's icon, and the one shown while it is the active category (§3 selectImageUrl). */
  icon: PictureData | null
  activeIcon: PictureData | null
  /** e.g. "14 款产品" / "14 products" */
  countLabel: string
  /** The first 11 products (visibleProducts). */
  products: MegaMenuProduct[]
  /** /product-list?i=N when the category has more than 12 products (showViewMore), else null. */
  viewMoreHref: string | null
}

export interface DropdownLink {
  key: string
  href: string
  label: string
  description: string
}

/** §2.5: a drop-down's 360×166 navigation picture and its editor-typed link. */
export interface MenuPicture {
  image: PictureData
  link: HeaderHref
}

export type DropdownId = 'solutions' | 'news' | 'about'

export interface DropdownSection {
  label: string
  href: string
  links: DropdownLink[]
  picture: MenuPicture | null
}

export interface PanelText {
  readonly viewMore: string
  readonly learnMore: string
  readonly categories: string
  readonly opensInNewTab: string
  /** §2.5/§8: what a link to no known page logs (the spec's text). */
  readonly pageMissing: string
}

/** Every panel of the header in one language: the answer of the panels' address (panelsUrl). */
export interface MenuPanels {
  text: PanelText
  products: MegaMenuCategory[]
  dropdowns: Record<DropdownId, DropdownSection>
}

/** A top-level header item: a link, and for all but MDM a panel. */
export interface HeaderMenuItem {
  id: SectionId
  label: string
  href: string
  /** The section's pages (sectionRoots): the item is marked current on them. */
  roots: readonly string[]
  hasPanel: boolean
}

export interface HeaderMenuText {
  navigation: string
  menuHint: string
  /** Said (and shown) while a panel opened before its content arrived. */
  loading: string
  /** Said when a panel's content could not be fetched. */
  failed: string
}

export interface HeaderMenuProps {
  items: HeaderMenuItem[]
  text: HeaderMenuText
}
