/** Album categories and albums (admin album area, spec §2.1 /album-list, §6). */
import type { albumPictures } from '../pictures'
import { l, type L } from './common'

export type AlbumCategoryKey = 'company' | 'exhibitions'
type AlbumPictureKey = keyof typeof albumPictures

export const albumCategories: { key: AlbumCategoryKey; name: L }[] = [
  { key: 'company', name: l('公司活动', 'Company Life', 'Жизнь компании') },
  { key: 'exhibitions', name: l('展会与客户', 'Exhibitions & Customers', 'Выставки и заказчики') },
]

export interface AlbumSeed {
  category: AlbumCategoryKey
  title: L
  date: string
  description: L
  photos: { picture: AlbumPictureKey; caption: L }[]
}

export const albums: AlbumSeed[] = [
  {
    category: 'company',
    title: l('十周年庆典', 'Tenth Anniversary', 'Десятилетие компании'),
    date: '2025-10-16',
    description: l('与全体同事一起庆祝公司成立十周年。', 'Celebrating ten years of RuiTu with everyone on the team.', 'Всей командой отмечаем десятилетие RuiTu.'),
    photos: [
      { picture: 'team', caption: l('全体员工合影', 'The whole team', 'Вся команда вместе') },
      { picture: 'office', caption: l('深圳总部研发办公区', 'The R&D floor at the Shenzhen HQ', 'Офис R&D в штаб-квартире в Шэньчжэне') },
      { picture: 'factory', caption: l('苏州工厂生产线', 'The production line in Suzhou', 'Производственная линия завода в Сучжоу') },
      { picture: 'training', caption: l('十年回顾分享会', 'Looking back on ten years', 'Вспоминаем десять лет пути') },
    ],
  },
  {
    category: 'company',
    title: l('武汉研发中心开放日', 'Wuhan R&D Center Open Day', 'День открытых дверей в R&D-центре в Ухане'),
    date: '2024-03-26',
    description: l('研发中心启用当天，邀请员工家属参观。', 'On opening day, families were invited to look around the new center.', 'В день открытия центра мы пригласили семьи сотрудников посмотреть новые помещения.'),
    photos: [
      { picture: 'office', caption: l('新办公区', 'The new office', 'Новый офис') },
      { picture: 'training', caption: l('算法团队介绍', 'Meet the algorithms team', 'Знакомьтесь: команда разработчиков алгоритмов') },
      { picture: 'team', caption: l('首批入驻的同事', 'The first engineers to move in', 'Первые инженеры на новом месте') },
    ],
  },
  {
    category: 'exhibitions',
    title: l('国际矿业装备展', 'International Mining Equipment Expo', 'Международная выставка горного оборудования'),
    date: '2025-06-12',
    description: l('矿卡智能化方案展台与实地测试。', 'Our smart haul-truck booth and field trials.', 'Наш стенд с решением для карьерных самосвалов и полевые испытания.'),
    photos: [
      { picture: 'expo', caption: l('锐途智能展台', 'The RuiTu booth', 'Стенд RuiTu') },
      { picture: 'fieldTest', caption: l('矿区实地测试', 'Field test at the mine', 'Полевые испытания на карьере') },
      { picture: 'training', caption: l('客户技术交流', 'Technical talks with customers', 'Техническая встреча с заказчиками') },
      { picture: 'team', caption: l('展会团队', 'The expo team', 'Команда на выставке') },
      { picture: 'factory', caption: l('参观苏州工厂的矿业客户', 'Mining customers visiting the Suzhou plant', 'Заказчики из горнодобывающей отрасли на заводе в Сучжоу') },
    ],
  },
]
