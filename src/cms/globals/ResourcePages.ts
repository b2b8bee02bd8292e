import type { GlobalConfig } from 'payload'

import { globalContentAccess } from '../access'
import type { Label } from '../../rules/choices'
import { tags, type CacheTag } from '../../rules/tags'
import { localizedText } from '../fields'
import { revalidateGlobal } from '../hooks/revalidate'
import { draftVersions } from '../versions'

/** Issue 29: the heading, introduction and SEO tab of a customer-resources list page. */
function resourcePage(slug: string, label: Label, tag: CacheTag): GlobalConfig {
  return {
    slug,
    label,
    admin: { group: { zh: '页面', en: 'Pages', ru: 'Страницы' } },
    access: globalContentAccess,
    hooks: revalidateGlobal(tag),
    versions: draftVersions,
    fields: [
      localizedText('title', { zh: '标题', en: 'Title', ru: 'Заголовок' }, { required: true }),
      localizedText('intro', { zh: '简介', en: 'Introduction', ru: 'Краткое описание' }, { textarea: true }),
    ],
  }
}

export const DownloadsPage = resourcePage('downloads-page', { zh: '下载中心页', en: 'Downloads page', ru: 'Страница «Центр загрузок»' }, tags.downloadsPage)
export const CaseStudiesPage = resourcePage('case-studies-page', { zh: '客户案例页', en: 'Case studies page', ru: 'Страница «Кейсы»' }, tags.caseStudiesPage)
export const WhereToBuyPage = resourcePage('where-to-buy-page', { zh: '购买渠道页', en: 'Where to buy page', ru: 'Страница «Где купить»' }, tags.whereToBuyPage)
