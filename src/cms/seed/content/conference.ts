/**
 * The 2024 developer conference page (/cpdc-2024): hero, agenda, speakers and registration, plus
 * its pictures (a hero banner and one portrait per speaker), drawn here as flat SVG in the seed's
 * palette. Speakers and the programme are fictional.
 */
import { palette as C, fontFamily, type PictureSpec } from '../pictures'
import { l, type L } from './common'
import type { MediaId } from './pages'

const hero = { w: 1920, h: 720 }
const portrait = { w: 480, h: 480 }

interface SpeakerSeed {
  key: string
  name: L
  role: L
  shirt: string
  hair: string
}

const speakers: SpeakerSeed[] = [
  { key: 'chen', name: l('陈启明', 'Chen Qiming', 'Чэнь Цимин'), role: l('锐途智能 首席技术官', 'CTO, RuiTu', 'Технический директор RuiTu'), shirt: C.orange, hair: C.ink },
  { key: 'lin', name: l('林晓雯', 'Lin Xiaowen', 'Линь Сяовэнь'), role: l('视觉算法负责人', 'Head of Vision Algorithms', 'Руководитель направления компьютерного зрения'), shirt: C.blue, hair: C.steel },
  { key: 'zhao', name: l('赵德华', 'Zhao Dehua', 'Чжао Дэхуа'), role: l('MDM 平台架构师', 'MDM Platform Architect', 'Архитектор платформы MDM'), shirt: C.mist, hair: C.ink },
  { key: 'wang', name: l('王珊', 'Wang Shan', 'Ван Шань'), role: l('生态合作总监', 'Director of Partnerships', 'Директор по работе с партнёрами'), shirt: C.amber, hair: C.navy },
]

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`
}

function heroDrawing(): string {
  const { w, h } = hero
  const grid = Array.from({ length: 14 }, (_, i) => `<line x1="${1000 + i * 70}" y1="0" x2="${760 + i * 70}" y2="${h}" stroke="${C.mist}" stroke-opacity="0.12" stroke-width="2"/>`).join('')
  const stage = [
    `<rect x="1060" y="170" width="640" height="360" rx="14" fill="${C.ink}"/>`,
    `<rect x="1080" y="190" width="600" height="320" rx="6" fill="${C.steel}"/>`,
    `<text x="1380" y="330" font-family="${fontFamily}" font-size="96" font-weight="900" fill="${C.white}" text-anchor="middle">CPDC</text>`,
    `<text x="1380" y="420" font-family="${fontFamily}" font-size="64" font-weight="700" fill="${C.orange}" text-anchor="middle">2024</text>`,
    `<rect x="1040" y="560" width="680" height="26" rx="6" fill="${C.ink}"/>`,
    ...[1110, 1230, 1350, 1470, 1590].map((x, i) => `<circle cx="${x}" cy="${612 - (i % 2) * 8}" r="26" fill="${C.mist}" fill-opacity="0.7"/><rect x="${x - 34}" y="${634 - (i % 2) * 8}" width="68" height="64" rx="28" fill="${i % 2 ? C.blue : C.orange}" fill-opacity="0.85"/>`),
  ].join('')
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${C.navy}"/>` +
      `<path d="M${w * 0.42} 0 L${w} 0 L${w} ${h} L${w * 0.3} ${h} Z" fill="${C.steel}"/>` +
      grid +
      `<circle cx="1660" cy="120" r="300" fill="none" stroke="${C.orange}" stroke-width="6" stroke-opacity="0.6"/>` +
      `<text x="80" y="660" font-family="${fontFamily}" font-size="220" font-weight="900" fill="${C.white}" fill-opacity="0.06">DEV 2024</text>` +
      stage +
      `<rect x="0" y="${h - 8}" width="${w * 0.22}" height="8" fill="${C.orange}"/>`,
  )
}

function portraitDrawing(speaker: SpeakerSeed): () => string {
  const { w, h } = portrait
  return () =>
    svg(
      w,
      h,
      `<rect width="${w}" height="${h}" fill="${C.grey}"/>` +
        `<circle cx="${w / 2}" cy="${h / 2}" r="${w * 0.46}" fill="${C.line}"/>` +
        `<path d="M${w * 0.16} ${h} C${w * 0.18} ${h * 0.7} ${w * 0.82} ${h * 0.7} ${w * 0.84} ${h} Z" fill="${speaker.shirt}"/>` +
        `<rect x="${w * 0.44}" y="${h * 0.56}" width="${w * 0.12}" height="${h * 0.1}" fill="#e9c6a5"/>` +
        `<ellipse cx="${w / 2}" cy="${h * 0.42}" rx="${w * 0.16}" ry="${h * 0.19}" fill="#f1d3b6"/>` +
        `<path d="M${w * 0.33} ${h * 0.4} C${w * 0.33} ${h * 0.18} ${w * 0.67} ${h * 0.18} ${w * 0.67} ${h * 0.4} C${w * 0.6} ${h * 0.3} ${w * 0.42} ${h * 0.3} ${w * 0.33} ${h * 0.4} Z" fill="${speaker.hair}"/>`,
    )
}

export const conferencePictures: PictureSpec[] = [
  {
    name: 'conference-hero',
    width: hero.w,
    height: hero.h,
    format: 'webp',
    alt: { zh: '2024 开发者大会主会场', en: 'Main stage of the 2024 Developer Conference', ru: 'Главная сцена Конференции разработчиков 2024' },
    draw: heroDrawing,
  },
  ...speakers.map((speaker) => ({
    name: `speaker-${speaker.key}`,
    width: portrait.w,
    height: portrait.h,
    format: 'webp' as const,
    alt: { zh: `演讲嘉宾：${speaker.name.zh}`, en: `Speaker: ${speaker.name.en}`, ru: `Спикер: ${speaker.name.ru}` },
    draw: portraitDrawing(speaker),
  })),
]

const name = (key: string) => speakers.find((speaker) => speaker.key === key)!.name

export function conferencePage(media: MediaId) {
  return {
    title: l('2024 锐途开发者大会', 'RuiTu Developer Conference 2024', 'Конференция разработчиков RuiTu 2024'),
    subtitle: l(
      '与锐途工程师面对面：车载终端应用开发、全景环视与驾驶员监测 SDK、MDM 开放接口，一天讲透。',
      'Meet RuiTu’s engineers for a day on building apps for vehicle terminals, the surround-view and driver-monitoring SDKs, and the MDM open API.',
      'Целый день с инженерами RuiTu: разработка приложений для бортовых терминалов, SDK кругового обзора и мониторинга водителя, открытый API MDM.',
    ),
    dates: l('2024 年 11 月 16 日（周六）09:00–17:30', 'Saturday 16 November 2024, 09:00–17:30 (UTC+8)', 'Суббота, 16 ноября 2024 г., 09:00–17:30 (UTC+8)'),
    venue: l('深圳 · 锐途科技园 3 栋报告厅（虚构地址）', 'Auditorium, Building 3, RuiTu Technology Park, Shenzhen (fictional)', 'Шэньчжэнь, технопарк RuiTu, корпус 3, конференц-зал (вымышленный адрес)'),
    heroImage: media('conference-hero'),
    agenda: [
      { time: '09:00', title: l('开幕主题演讲：端侧 AI 时代的坚固计算', 'Opening keynote: rugged computing in the age of on-device AI', 'Пленарный доклад на открытии: защищённые вычисления в эпоху периферийного ИИ'), speaker: name('chen') },
      { time: '10:30', title: l('车载平板应用开发：底座、电源状态与 CAN 数据', 'Building apps for vehicle tablets: docks, power states and CAN data', 'Приложения для бортовых планшетов: док-станции, режимы питания и данные шины CAN'), speaker: name('chen') },
      { time: '13:30', title: l('全景环视与 DMS SDK 实战工作坊', 'Surround view and DMS SDK workshop', 'Воркшоп: SDK кругового обзора и DMS на практике'), speaker: name('lin') },
      { time: '15:00', title: l('MDM 开放接口：自动化批量部署', 'MDM open API: automating fleet roll-outs', 'Открытый API MDM: автоматизация массового развёртывания'), speaker: name('zhao') },
      { time: '16:30', title: l('合作伙伴案例分享与闭幕', 'Partner showcase and closing remarks', 'Кейсы партнёров и закрытие конференции'), speaker: name('wang') },
    ],
    speakers: speakers.map((speaker) => ({ name: speaker.name, role: speaker.role, photo: media(`speaker-${speaker.key}`) })),
    registration: { label: l('立即报名', 'Register now', 'Зарегистрироваться'), url: 'mailto:events@ruitu.example?subject=CPDC%202024' },
  }
}
