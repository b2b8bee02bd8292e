import { getTranslations } from 'next-intl/server'

import { pictureData } from '@/components/media/pictureAttributes'
import { loadHeaderPanels } from '@/data/header'
import type { Locale } from '@/rules/language'
import { navPicture } from '@/rules/limits'
import { paths } from '@/rules/paths'
import { visitorMessages } from '@/rules/visitorMessages'

import { classifyHeaderHref } from './links'
import { showViewMore, visibleProducts } from './megaMenu'
import type { DropdownSection, MenuPanels, MenuPicture } from './types'

const iconSize = 28

/**
 * Spec §2.5: the content of the header's panels in one language (categories with their first 11
 * products, solutions, news categories, about, the navigation pictures), as the browser fetches
 * it on the first intent to open one (issue 28: the panels left the page's HTML). Pictures come
 * with their srcset already worked out; links without language prefix (the client adds it).
 */
export async function headerPanels(locale: Locale): Promise<MenuPanels> {
  const [{ categories, solutions, newsCategories, menu }, t] = await Promise.all([
    loadHeaderPanels(locale),
    getTranslations({ locale, namespace: 'nav' }),
  ])

  const picture = (src: string, href: string, alt: string): MenuPicture | null =>
    src ? { image: pictureData(src, alt, navPicture.width, navPicture.height), link: classifyHeaderHref(href) } : null
  const icon = (src: string) => (src ? pictureData(src, '', iconSize, iconSize) : null)

  const dropdowns: Record<'solutions' | 'news' | 'about', DropdownSection> = {
    solutions: {
      label: t('solutions'),
      href: paths.solutionList(),
      links: solutions.map((solution) => ({
        key: String(solution.id),
        href: paths.solutionDetail(solution.id),
        label: solution.name,
        description: solution.summary,
      })),
      picture: picture(menu.solutionImage, menu.solutionUrl, t('solutions')),
    },
    news: {
      label: t('newsTrend'),
      href: paths.newsTrend(),
      links: newsCategories.map((category) => ({
        key: String(category.id),
        href: paths.newsList(category.id),
        label: category.name,
        description: '',
      })),
      picture: picture(menu.newsImage, menu.newsUrl, t('newsTrend')),
    },
    about: {
      label: t('aboutUs'),
      href: paths.introductory(),
      links: [
        { key: 'profile', href: paths.introductory(), label: t('companyProfile'), description: '' },
        { key: 'recruitment', href: paths.recruitment(), label: t('recruitment'), description: '' },
      ],
      picture: picture(menu.aboutUsImage, menu.aboutUsUrl, t('aboutUs')),
    },
  }

  return {
    text: {
      viewMore: t('viewMore'),
      learnMore: t('learnMore'),
      categories: t('productCategories'),
      opensInNewTab: t('opensInNewTab'),
      // §8: the spec's text, in Chinese in both languages.
      pageMissing: visitorMessages.pageMissing.zh,
    },
    products: categories.map((category, index) => ({
      name: category.name,
      href: paths.productList(index),
      icon: icon(category.imageUrl),
      activeIcon: icon(category.selectImageUrl || category.imageUrl),
      countLabel: t('productCount', { count: category.productList.length }),
      products: visibleProducts(category.productList).map((product) => ({
        href: paths.productDetail(product.customizeUrl),
        title: product.firstTitle,
        model: product.model,
      })),
      viewMoreHref: showViewMore(category.productList) ? paths.productList(index) : null,
    })),
    dropdowns,
  }
}
