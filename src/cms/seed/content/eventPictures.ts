/**
 * Pictures of the seeded events, drawn as flat SVG in the seed's palette and rasterised by sharp:
 * venue maps (street plans with the venue pinned), the gala's and the launch's hero pictures,
 * the invitation cards and the partners' logos. Places and companies are fictional.
 */
import { palette as C, fontFamily, tablet, vehicleComputer, type PictureSpec } from '../pictures'
import { seededRandom } from '../random'
import type { L } from './common'

const gold = '#d4a94f'
const goldLight = '#f0d48a'
const water = '#cfe3f2'
const park = '#d8ead2'
const block = '#e9edf2'
const road = '#ffffff'

const svg = (w: number, h: number, body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`
const esc = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const halo = 'stroke="#f6f8fb" stroke-width="5" stroke-linejoin="round" paint-order="stroke"'
const label = (x: number, y: number, value: string, size: number, fill: string, extra = '') =>
  `<text x="${x}" y="${y}" font-family="${fontFamily}" font-size="${size}" font-weight="700" fill="${fill}" ${extra}>${esc(value)}</text>`

// ---------------------------------------------------------------------------------------------
// Venue maps (1200×800)

interface MapSpec {
  seed: number
  venue: { x: number; y: number; zh: string; en: string }
  roads: { x1: number; y1: number; x2: number; y2: number; w: number; zh: string; en: string; lx: number; ly: number; rotate?: number }[]
  metro: { x: number; y: number; zh: string; en: string }[]
  water?: string
  parks?: { x: number; y: number; w: number; h: number }[]
  landmarks?: { x: number; y: number; zh: string; en: string }[]
}

function mapDrawing(spec: MapSpec): () => string {
  const w = 1200
  const h = 800
  return () => {
    const random = seededRandom(spec.seed)
    const parts = [`<rect width="${w}" height="${h}" fill="#f6f8fb"/>`]
    // city blocks
    for (let x = 20; x < w; x += 150) {
      for (let y = 20; y < h; y += 130) {
        const bw = 110 + random() * 20
        const bh = 90 + random() * 20
        parts.push(`<rect x="${x}" y="${y}" width="${bw.toFixed(0)}" height="${bh.toFixed(0)}" rx="6" fill="${block}"/>`)
      }
    }
    if (spec.water) parts.push(`<path d="${spec.water}" fill="${water}"/>`)
    for (const green of spec.parks ?? []) parts.push(`<rect x="${green.x}" y="${green.y}" width="${green.w}" height="${green.h}" rx="10" fill="${park}"/>`)
    for (const street of spec.roads) {
      parts.push(`<line x1="${street.x1}" y1="${street.y1}" x2="${street.x2}" y2="${street.y2}" stroke="#d3dce6" stroke-width="${street.w + 4}" stroke-linecap="round"/>`)
      parts.push(`<line x1="${street.x1}" y1="${street.y1}" x2="${street.x2}" y2="${street.y2}" stroke="${road}" stroke-width="${street.w}" stroke-linecap="round"/>`)
    }
    for (const street of spec.roads) {
      const rotate = street.rotate ? `transform="rotate(${street.rotate} ${street.lx} ${street.ly})"` : ''
      parts.push(label(street.lx, street.ly, `${street.zh} ${street.en}`, 17, '#45546a', `${rotate} ${halo}`))
    }
    for (const mark of spec.landmarks ?? []) {
      parts.push(`<circle cx="${mark.x}" cy="${mark.y}" r="8" fill="${C.mist}"/>`)
      parts.push(label(mark.x + 14, mark.y + 6, `${mark.zh} ${mark.en}`, 16, '#45546a', halo))
    }
    for (const station of spec.metro) {
      parts.push(`<circle cx="${station.x}" cy="${station.y}" r="17" fill="${C.blue}"/>`)
      parts.push(label(station.x - 8, station.y + 7, 'M', 20, C.white))
      parts.push(label(station.x + 24, station.y + 30, `${station.zh} ${station.en}`, 17, C.blue, halo))
    }
    // venue pin with a halo and a label card
    const { x, y } = spec.venue
    parts.push(`<circle cx="${x}" cy="${y}" r="46" fill="${C.orange}" fill-opacity="0.18"/>`)
    parts.push(`<path d="M${x} ${y + 4} C${x - 30} ${y - 30} ${x - 30} ${y - 70} ${x} ${y - 70} C${x + 30} ${y - 70} ${x + 30} ${y - 30} ${x} ${y + 4} Z" fill="${C.orange}"/>`)
    parts.push(`<circle cx="${x}" cy="${y - 44}" r="11" fill="${C.white}"/>`)
    const cardX = Math.min(x + 34, w - 360)
    parts.push(`<rect x="${cardX}" y="${y - 120}" width="330" height="74" rx="10" fill="${C.navy}"/>`)
    parts.push(label(cardX + 18, y - 88, spec.venue.zh, 22, C.white))
    parts.push(label(cardX + 18, y - 60, spec.venue.en, 16, C.amber))
    // compass and scale
    parts.push(`<g transform="translate(1120 86)"><circle r="34" fill="${C.white}" stroke="#d3dce6" stroke-width="2"/><path d="M0 -26 L9 6 L0 0 L-9 6 Z" fill="${C.orange}"/>${label(-6, 24, 'N', 14, C.navy)}</g>`)
    parts.push(`<g transform="translate(40 760)"><rect width="120" height="8" fill="${C.navy}"/><rect width="60" height="8" fill="${C.white}" stroke="${C.navy}" stroke-width="2"/>${label(128, 9, '200 m', 14, C.navy)}</g>`)
    return svg(w, h, parts.join(''))
  }
}

const mapParkShenzhen: MapSpec = {
  seed: 24,
  venue: { x: 640, y: 420, zh: '锐途科技园 3 栋报告厅', en: 'RuiTu Tech Park, Building 3' },
  roads: [
    { x1: 0, y1: 300, x2: 1200, y2: 300, w: 30, zh: '科苑大道', en: 'Keyuan Ave', lx: 40, ly: 290 },
    { x1: 0, y1: 560, x2: 1200, y2: 560, w: 22, zh: '高新南七道', en: 'Gaoxin S 7th Rd', lx: 860, ly: 550 },
    { x1: 470, y1: 0, x2: 470, y2: 800, w: 26, zh: '科技南路', en: 'Keji S Rd', lx: 482, ly: 120, rotate: 90 },
    { x1: 880, y1: 0, x2: 880, y2: 800, w: 18, zh: '创新路', en: 'Chuangxin Rd', lx: 892, ly: 640, rotate: 90 },
  ],
  metro: [{ x: 470, y: 300, zh: '科苑站 C 出口', en: 'Keyuan Stn, Exit C' }],
  parks: [{ x: 520, y: 330, w: 330, h: 200 }],
  landmarks: [
    { x: 980, y: 380, zh: '停车场入口', en: 'Car park' },
    { x: 180, y: 640, zh: '园区食堂', en: 'Canteen' },
  ],
}

const mapBayShenzhen: MapSpec = {
  seed: 25,
  venue: { x: 620, y: 360, zh: '深圳湾畔酒店 · 海景宴会厅', en: 'Bayside Hotel, Seaview Ballroom' },
  roads: [
    { x1: 0, y1: 240, x2: 1200, y2: 240, w: 30, zh: '滨海大道', en: 'Binhai Blvd', lx: 40, ly: 230 },
    { x1: 300, y1: 0, x2: 300, y2: 520, w: 22, zh: '后海大道', en: 'Houhai Ave', lx: 312, ly: 40, rotate: 90 },
    { x1: 800, y1: 0, x2: 800, y2: 520, w: 20, zh: '中心路', en: 'Zhongxin Rd', lx: 812, ly: 40, rotate: 90 },
    { x1: 0, y1: 470, x2: 1200, y2: 470, w: 16, zh: '海滨步道', en: 'Seafront Promenade', lx: 900, ly: 460 },
  ],
  metro: [{ x: 300, y: 240, zh: '后海站 E 出口', en: 'Houhai Stn, Exit E' }],
  water: 'M0 520 C200 490 400 560 600 530 C800 500 1000 560 1200 520 L1200 800 L0 800 Z',
  parks: [{ x: 860, y: 280, w: 300, h: 160 }],
  landmarks: [{ x: 980, y: 620, zh: '深圳湾', en: 'Shenzhen Bay' }],
}

const mapExpoShanghai: MapSpec = {
  seed: 26,
  venue: { x: 560, y: 430, zh: '虹桥会展中心 · 5 号馆', en: 'Hongqiao Expo Centre, Hall 5' },
  roads: [
    { x1: 0, y1: 200, x2: 1200, y2: 200, w: 30, zh: '崧泽高架', en: 'Songze Elevated Rd', lx: 40, ly: 190 },
    { x1: 0, y1: 620, x2: 1200, y2: 620, w: 22, zh: '盈港东路', en: 'Yinggang E Rd', lx: 820, ly: 610 },
    { x1: 380, y1: 0, x2: 380, y2: 800, w: 24, zh: '诸光路', en: 'Zhuguang Rd', lx: 392, ly: 300, rotate: 90 },
    { x1: 860, y1: 0, x2: 860, y2: 800, w: 20, zh: '涞港路', en: 'Laigang Rd', lx: 872, ly: 300, rotate: 90 },
  ],
  metro: [{ x: 380, y: 620, zh: '会展中心站 4 号口', en: 'Expo Centre Stn, Exit 4' }],
  parks: [{ x: 420, y: 260, w: 400, h: 300 }],
  landmarks: [
    { x: 960, y: 120, zh: '虹桥枢纽方向', en: 'To Hongqiao Hub' },
    { x: 1000, y: 700, zh: '南广场停车场', en: 'South car park' },
  ],
}

// ---------------------------------------------------------------------------------------------
// Heroes (1920×720) and invitation cards (1200×800)

function confetti(w: number, h: number, seed: number, count: number, colours: string[]): string {
  const random = seededRandom(seed)
  const parts: string[] = []
  for (let i = 0; i < count; i++) {
    const x = random() * w
    const y = random() * h
    const size = 4 + random() * 10
    const colour = colours[i % colours.length]
    parts.push(
      i % 3 === 0
        ? `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(size / 2).toFixed(1)}" fill="${colour}" fill-opacity="${(0.35 + random() * 0.5).toFixed(2)}"/>`
        : `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${size.toFixed(0)}" height="${(size / 3).toFixed(1)}" fill="${colour}" fill-opacity="${(0.35 + random() * 0.5).toFixed(2)}" transform="rotate(${(random() * 180).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`,
    )
  }
  return parts.join('')
}

function galaHero(): string {
  const w = 1920
  const h = 720
  const rings = [360, 300, 240].map((r, i) => `<circle cx="1400" cy="360" r="${r}" fill="none" stroke="${gold}" stroke-width="${i === 0 ? 3 : 2}" stroke-opacity="${0.5 - i * 0.12}"/>`).join('')
  return svg(
    w,
    h,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${goldLight}"/><stop offset="1" stop-color="${gold}"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="${C.ink}"/>` +
      `<path d="M${w * 0.4} 0 L${w} 0 L${w} ${h} L${w * 0.28} ${h} Z" fill="${C.navy}"/>` +
      confetti(w, h, 10, 140, [gold, goldLight, C.orange, C.mist]) +
      rings +
      `<text x="1400" y="470" font-family="${fontFamily}" font-size="330" font-weight="900" fill="url(#g)" text-anchor="middle">10</text>` +
      `<text x="1400" y="560" font-family="${fontFamily}" font-size="44" font-weight="700" fill="${goldLight}" text-anchor="middle" letter-spacing="14">2015 — 2025</text>` +
      `<rect x="0" y="${h - 8}" width="${w * 0.22}" height="8" fill="${gold}"/>`,
  )
}

function launchHero(): string {
  const w = 1920
  const h = 720
  const beams = Array.from({ length: 9 }, (_, i) => `<path d="M1380 760 L${1000 + i * 100} 0 L${1040 + i * 100} 0 Z" fill="${C.orange}" fill-opacity="${(0.05 + (i % 3) * 0.025).toFixed(3)}"/>`).join('')
  return svg(
    w,
    h,
    `<defs><radialGradient id="glow" cx="0.72" cy="0.62" r="0.5"><stop offset="0" stop-color="${C.orange}" stop-opacity="0.55"/><stop offset="1" stop-color="${C.ink}" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="${C.ink}"/>` +
      `<rect width="${w}" height="${h}" fill="url(#glow)"/>` +
      beams +
      `<ellipse cx="1380" cy="640" rx="420" ry="36" fill="${C.ink}" fill-opacity="0.8"/>` +
      `<g transform="translate(1040 250) scale(1.35)">${vehicleComputer(0, 0, 380, 170)}</g>` +
      `<g transform="translate(1520 150) rotate(8) scale(0.9)">${tablet(0, 0, 300, 210, { seed: 31 })}</g>` +
      `<text x="80" y="660" font-family="${fontFamily}" font-size="240" font-weight="900" fill="${C.white}" fill-opacity="0.05">MEGA1</text>` +
      `<rect x="0" y="${h - 8}" width="${w * 0.22}" height="8" fill="${C.orange}"/>`,
  )
}

function galaCard(): string {
  const w = 1200
  const h = 800
  return svg(
    w,
    h,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${goldLight}"/><stop offset="1" stop-color="${gold}"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="${C.navy}"/>` +
      confetti(w, h, 11, 90, [gold, goldLight, C.mist]) +
      `<rect x="40" y="40" width="${w - 80}" height="${h - 80}" fill="none" stroke="${gold}" stroke-width="3"/>` +
      `<rect x="58" y="58" width="${w - 116}" height="${h - 116}" fill="none" stroke="${gold}" stroke-width="1" stroke-opacity="0.6"/>` +
      `<text x="600" y="300" font-family="${fontFamily}" font-size="64" font-weight="700" fill="${goldLight}" text-anchor="middle" letter-spacing="24">INVITATION</text>` +
      `<text x="600" y="560" font-family="${fontFamily}" font-size="250" font-weight="900" fill="url(#g)" text-anchor="middle">10</text>` +
      `<text x="600" y="650" font-family="${fontFamily}" font-size="34" font-weight="700" fill="${goldLight}" text-anchor="middle" letter-spacing="10">RUITU · 2015—2025</text>`,
  )
}

function launchCard(): string {
  const w = 1200
  const h = 800
  return svg(
    w,
    h,
    `<defs><radialGradient id="glow" cx="0.5" cy="0.62" r="0.55"><stop offset="0" stop-color="${C.orange}" stop-opacity="0.5"/><stop offset="1" stop-color="${C.ink}" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="${C.ink}"/>` +
      `<rect width="${w}" height="${h}" fill="url(#glow)"/>` +
      `<text x="600" y="170" font-family="${fontFamily}" font-size="42" font-weight="700" fill="${C.amber}" text-anchor="middle" letter-spacing="18">YOU ARE INVITED</text>` +
      `<g transform="translate(372 240) scale(1.2)">${vehicleComputer(0, 0, 380, 170)}</g>` +
      `<text x="600" y="720" font-family="${fontFamily}" font-size="96" font-weight="900" fill="${C.white}" text-anchor="middle" letter-spacing="12">MEGA1</text>`,
  )
}

// ---------------------------------------------------------------------------------------------
// Partner logos (360×160): a mark and a bilingual wordmark

export const partnerLogoKeys = ['beichen', 'tiangong', 'harbor', 'yunling', 'qihang', 'xinghe', 'review', 'openlab'] as const
export type PartnerLogoKey = (typeof partnerLogoKeys)[number]

const partnerMarks: Record<PartnerLogoKey, { zh: string; en: string; colour: string; mark: 'chevron' | 'gear' | 'anchor' | 'peak' | 'wave' | 'star' | 'bubble' | 'brackets' }> = {
  beichen: { zh: '北辰物流', en: 'BEICHEN LOGISTICS', colour: C.blue, mark: 'chevron' },
  tiangong: { zh: '天工农机', en: 'TIANGONG AGRI', colour: '#3b8b4f', mark: 'gear' },
  harbor: { zh: '港湾重工', en: 'HARBOR HEAVY', colour: C.steel, mark: 'anchor' },
  yunling: { zh: '云岭矿业', en: 'YUNLING MINING', colour: '#8a5a2b', mark: 'peak' },
  qihang: { zh: '启航车联', en: 'QIHANG TELEMATICS', colour: C.orange, mark: 'wave' },
  xinghe: { zh: '星河软件', en: 'XINGHE SOFTWARE', colour: '#5b4bb7', mark: 'star' },
  review: { zh: '坚固科技评论', en: 'RUGGED TECH REVIEW', colour: '#c8372d', mark: 'bubble' },
  openlab: { zh: '开源车载实验室', en: 'OPEN VEHICLE LAB', colour: C.navy, mark: 'brackets' },
}

function markShape(kind: (typeof partnerMarks)[PartnerLogoKey]['mark'], colour: string): string {
  switch (kind) {
    case 'chevron':
      return `<path d="M10 20 L40 50 L10 80 L26 80 L56 50 L26 20 Z M36 20 L66 50 L36 80 L52 80 L82 50 L52 20 Z" fill="${colour}"/>`
    case 'gear':
      return `<circle cx="46" cy="50" r="24" fill="none" stroke="${colour}" stroke-width="12" stroke-dasharray="10 6"/><circle cx="46" cy="50" r="10" fill="${colour}"/>`
    case 'anchor':
      return `<circle cx="46" cy="22" r="8" fill="none" stroke="${colour}" stroke-width="6"/><line x1="46" y1="30" x2="46" y2="80" stroke="${colour}" stroke-width="7"/><path d="M16 58 C20 84 72 84 76 58" fill="none" stroke="${colour}" stroke-width="7"/>`
    case 'peak':
      return `<path d="M6 82 L36 26 L52 54 L62 40 L86 82 Z" fill="${colour}"/><path d="M30 38 L36 26 L42 38 Z" fill="#fff"/>`
    case 'wave':
      return `<path d="M6 60 C20 30 34 30 46 60 C58 90 72 90 86 60" fill="none" stroke="${colour}" stroke-width="10" stroke-linecap="round"/><circle cx="46" cy="26" r="8" fill="${colour}"/>`
    case 'star':
      return `<path d="M46 12 L56 40 L86 40 L62 58 L71 86 L46 69 L21 86 L30 58 L6 40 L36 40 Z" fill="${colour}"/>`
    case 'bubble':
      return `<rect x="8" y="16" width="76" height="52" rx="12" fill="${colour}"/><path d="M24 66 L20 86 L44 66 Z" fill="${colour}"/><rect x="22" y="30" width="48" height="7" rx="3" fill="#fff"/><rect x="22" y="45" width="32" height="7" rx="3" fill="#fff"/>`
    case 'brackets':
      return `<path d="M30 16 L12 16 L12 84 L30 84" fill="none" stroke="${colour}" stroke-width="10"/><path d="M62 16 L80 16 L80 84 L62 84" fill="none" stroke="${colour}" stroke-width="10"/><circle cx="46" cy="50" r="9" fill="${C.orange}"/>`
  }
}

function partnerLogo(key: PartnerLogoKey): () => string {
  const partner = partnerMarks[key]
  return () =>
    svg(
      360,
      160,
      `<rect width="360" height="160" fill="#ffffff"/>` +
        `<g transform="translate(18 30)">${markShape(partner.mark, partner.colour)}</g>` +
        label(118, 78, partner.zh, 34, C.ink) +
        label(120, 108, partner.en, 15, partner.colour, 'letter-spacing="1.5"'),
    )
}

/** Russian text names foreign companies by their Latin name, as the English does. */
export const partnerNames: Record<PartnerLogoKey, L> = Object.fromEntries(
  partnerLogoKeys.map((key) => {
    const latinName = partnerMarks[key].en.replace(/\b([A-Z])([A-Z]+)/g, (_, a: string, b: string) => a + b.toLowerCase())
    return [key, { zh: partnerMarks[key].zh, en: latinName, ru: latinName }]
  }),
) as Record<PartnerLogoKey, L>

// ---------------------------------------------------------------------------------------------

export const eventPictures: PictureSpec[] = [
  { name: 'event-map-techpark', width: 1200, height: 800, format: 'webp', alt: { zh: '锐途科技园交通地图', en: 'Map of RuiTu Technology Park', ru: 'Схема проезда к технопарку RuiTu' }, draw: mapDrawing(mapParkShenzhen) },
  { name: 'event-map-bayside', width: 1200, height: 800, format: 'webp', alt: { zh: '深圳湾畔酒店交通地图', en: 'Map of the Bayside Hotel, Shenzhen', ru: 'Схема проезда к отелю Bayside (Шэньчжэнь)' }, draw: mapDrawing(mapBayShenzhen) },
  { name: 'event-map-expo', width: 1200, height: 800, format: 'webp', alt: { zh: '虹桥会展中心交通地图', en: 'Map of the Hongqiao Expo Centre, Shanghai', ru: 'Схема проезда к выставочному центру Хунцяо (Шанхай)' }, draw: mapDrawing(mapExpoShanghai) },
  { name: 'event-gala-hero', width: 1920, height: 720, format: 'webp', alt: { zh: '锐途十周年庆典主视觉', en: 'RuiTu tenth-anniversary gala', ru: 'Юбилейный вечер к 10-летию RuiTu' }, draw: galaHero },
  { name: 'event-mega1-hero', width: 1920, height: 720, format: 'webp', alt: { zh: 'MEGA1 新品发布会主视觉', en: 'MEGA1 launch event', ru: 'Презентация MEGA1' }, draw: launchHero },
  { name: 'event-gala-card', width: 1200, height: 800, format: 'webp', alt: { zh: '十周年庆典邀请函', en: 'Invitation to the tenth-anniversary gala', ru: 'Приглашение на юбилейный вечер к 10-летию RuiTu' }, draw: galaCard },
  { name: 'event-mega1-card', width: 1200, height: 800, format: 'webp', alt: { zh: 'MEGA1 发布会邀请函', en: 'Invitation to the MEGA1 launch', ru: 'Приглашение на презентацию MEGA1' }, draw: launchCard },
  ...partnerLogoKeys.map((key) => ({
    name: `partner-${key}`,
    width: 360,
    height: 160,
    format: 'png' as const,
    alt: { zh: `${partnerMarks[key].zh} 标志`, en: `${partnerNames[key].en} logo`, ru: `Логотип ${partnerNames[key].ru}` },
    draw: partnerLogo(key),
  })),
]
