import type { GlobalConfig } from 'payload'

import { globalContentAccess } from '../access'
import { tags } from '../../rules/tags'
import { group, imageField, localizedText, rows } from '../fields'
import { revalidateGlobal } from '../hooks/revalidate'
import { draftVersions } from '../versions'

/** What the header and footer show on every page: identity, contacts, social entries, external sites. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { zh: '站点设置', en: 'Site settings', ru: 'Настройки сайта' },
  admin: { group: { zh: '站点', en: 'Site', ru: 'Сайт' } },
  access: globalContentAccess,
  hooks: revalidateGlobal(tags.siteSettings),
  versions: draftVersions,
  fields: [
    localizedText('companyName', { zh: '公司名称', en: 'Company name', ru: 'Название компании' }, { required: true }),
    localizedText('tagline', { zh: '标语', en: 'Tagline', ru: 'Слоган' }),
    localizedText('description', { zh: '网站描述 (SEO)', en: 'Site description (SEO)', ru: 'Описание сайта (SEO)' }, { textarea: true }),
    imageField('logo', { zh: '标志', en: 'Logo', ru: 'Логотип' }),
    rows('contactLines', { zh: '联系方式', en: 'Contact lines', ru: 'Контактные данные' }, [
      localizedText('label', { zh: '名称', en: 'Label', ru: 'Подпись' }, { required: true }),
      localizedText('value', { zh: '内容', en: 'Value', ru: 'Значение' }, { required: true }),
    ]),
    rows('socials', { zh: '社交媒体', en: 'Social entries', ru: 'Социальные сети' }, [
      { name: 'name', type: 'text', required: true, label: { zh: '名称', en: 'Name', ru: 'Название' } },
      imageField('icon', { zh: '图标', en: 'Icon', ru: 'Иконка' }, true),
      { name: 'url', type: 'text', label: { zh: '链接', en: 'URL', ru: 'Ссылка' } },
      imageField('qrCode', { zh: '二维码', en: 'QR code', ru: 'QR-код' }),
    ], { admin: { description: { zh: '填写链接或上传二维码（二维码在悬停时显示）', en: 'Give a url, or a QR code shown on hover', ru: 'Укажите ссылку или загрузите QR-код (он появляется при наведении курсора)' } } }),
    group('externalSites', { zh: '外部语言站点', en: 'External language sites', ru: 'Внешние языковые версии сайта' }, [
      { name: 'englishUrl', type: 'text', label: { zh: '英文站点', en: 'English site', ru: 'Англоязычный сайт' } },
      { name: 'russianUrl', type: 'text', label: { zh: '俄文站点', en: 'Russian site', ru: 'Русскоязычный сайт' } },
    ]),
    group('conferenceBanner', { zh: '顶部大会横幅', en: 'Conference banner', ru: 'Баннер конференции вверху страницы' }, [
      { name: 'enabled', type: 'checkbox', defaultValue: true, label: { zh: '显示', en: 'Show', ru: 'Показывать' } },
      localizedText('text', { zh: '文字', en: 'Text', ru: 'Текст' }),
      imageField('image', { zh: '图片', en: 'Picture', ru: 'Изображение' }),
      { name: 'href', type: 'text', defaultValue: '/cpdc-2024', label: { zh: '链接', en: 'Link', ru: 'Ссылка' } },
    ]),
    localizedText('icp', { zh: '备案号', en: 'Registration number', ru: 'Номер регистрации ICP' }),
  ],
}
