import type { Field, GlobalConfig } from 'payload'

import { globalContentAccess } from '../access'
import { tags } from '../../rules/tags'
import { imageField } from '../fields'
import { revalidateGlobal } from '../hooks/revalidate'
import { draftVersions } from '../versions'

const picture = (area: string, label: { zh: string; en: string }): Field[] => [
  { ...imageField(`${area}Image`, label), admin: { description: { zh: '建议尺寸 360×166', en: 'Best at 360×166' } } } as Field,
  { name: `${area}Url`, type: 'text', label: { zh: `${label.zh}链接`, en: `${label.en} link` } },
]

/** Spec §2.5/§3: the navigation picture (360×166) and optional link of each header drop-down. */
export const MenuSettings: GlobalConfig = {
  slug: 'menu-settings',
  label: { zh: '导航菜单图片', en: 'Menu settings' },
  admin: { group: { zh: '站点', en: 'Site' } },
  access: globalContentAccess,
  hooks: revalidateGlobal(tags.menuSettings),
  versions: draftVersions,
  fields: [
    ...picture('solution', { zh: '解决方案菜单图片', en: 'Solutions menu picture' }),
    ...picture('news', { zh: '新闻菜单图片', en: 'News menu picture' }),
    ...picture('aboutUs', { zh: '关于我们菜单图片', en: 'About us menu picture' }),
  ],
}
