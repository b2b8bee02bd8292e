import type { Field, GlobalConfig } from 'payload'

import { globalContentAccess } from '../access'
import type { Label } from '../../rules/choices'
import { tags } from '../../rules/tags'
import { imageField } from '../fields'
import { revalidateGlobal } from '../hooks/revalidate'
import { draftVersions } from '../versions'

const picture = (area: string, label: Label): Field[] => [
  { ...imageField(`${area}Image`, label), admin: { description: { zh: '建议尺寸 360×166', en: 'Best at 360×166', ru: 'Рекомендуемый размер: 360×166' } } } as Field,
  { name: `${area}Url`, type: 'text', label: { zh: `${label.zh}链接`, en: `${label.en} link`, ru: `${label.ru}: ссылка` } },
]

/** Spec §2.5/§3: the navigation picture (360×166) and optional link of each header drop-down. */
export const MenuSettings: GlobalConfig = {
  slug: 'menu-settings',
  label: { zh: '导航菜单图片', en: 'Menu settings', ru: 'Изображения в меню' },
  admin: { group: { zh: '站点', en: 'Site', ru: 'Сайт' } },
  access: globalContentAccess,
  hooks: revalidateGlobal(tags.menuSettings),
  versions: draftVersions,
  fields: [
    ...picture('solution', { zh: '解决方案菜单图片', en: 'Solutions menu picture', ru: 'Изображение в меню «Решения»' }),
    ...picture('news', { zh: '新闻菜单图片', en: 'News menu picture', ru: 'Изображение в меню «Новости»' }),
    ...picture('aboutUs', { zh: '关于我们菜单图片', en: 'About us menu picture', ru: 'Изображение в меню «О компании»' }),
  ],
}
