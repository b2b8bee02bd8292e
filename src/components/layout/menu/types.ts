/** The data the server Header turns into the header menus (spec §2.5). */
import type { ReactNode } from 'react'

import type { HeaderHref } from './links'
import type { SectionId } from './sections'

/** A product of the mega-menu: only what its link shows (client props travel in every page). */
export interface MegaMenuProduct {
  href: string
  title: string
  model: string
}

export interface MegaMenuCategory {
  name: string
  href: string
  iconUrl: string
  activeIconUrl: string
  /** e.g. "14 款产品" / "14 products" */
  countLabel: string
  /** The first 11 products (visibleProducts). */
  products: MegaMenuProduct[]
  /** /product-list?i=N when the category has more than 12 products (showViewMore), else null. */
  viewMoreHref: string | null
}

/** A category as the client MegaMenuCategories gets it: the icons already rendered on the server. */
export interface MegaMenuEntry extends Pick<MegaMenuCategory, 'name' | 'href' | 'countLabel' | 'products' | 'viewMoreHref'> {
  icon: ReactNode
}

export interface DropdownLink {
  key: string
  href: string
  label: string
  description: string
}

export interface MenuPicture {
  src: string
  alt: string
  link: HeaderHref
}

export type DropdownId = 'solutions' | 'news' | 'about'

export interface DropdownSection {
  id: DropdownId
  label: string
  href: string
  links: DropdownLink[]
  picture: MenuPicture | null
}

/** A top-level header item: a link, and for all but MDM a server-rendered panel. */
export interface HeaderMenuItem {
  id: SectionId
  label: string
  href: string
  /** The section's pages (sectionRoots): the item is marked current on them. */
  roots: readonly string[]
  panel: ReactNode | null
}

export interface HeaderMenuProps {
  items: HeaderMenuItem[]
  text: { navigation: string; menuHint: string }
}
