/**
 * The seed's pictures, drawn in code as flat industrial SVG illustrations and rasterised with
 * sharp. Nothing is downloaded. One palette everywhere: deep navy, steel blue, signal orange and
 * light grey, with a few tints of them.
 */
import sharp from 'sharp'

import { l, type L } from './content/common'
import { seededRandom } from './random'

export const palette = {
  navy: '#0b2545',
  steel: '#13315c',
  orange: '#f28f3b',
  grey: '#eef2f6',
  white: '#ffffff',
  blue: '#1d4e89',
  mist: '#8da9c4',
  line: '#d3dce6',
  ink: '#05162b',
  amber: '#f6b26b',
} as const
const C = palette

export const fontFamily = 'Noto Sans CJK SC, Noto Sans SC, sans-serif'

export type PictureFormat = 'png' | 'webp'

export interface PictureSpec {
  /** File name without extension. */
  name: string
  width: number
  height: number
  format: PictureFormat
  alt: L
  draw: () => string
}

export interface RenderedPicture {
  name: string
  filename: string
  mimetype: string
  width: number
  height: number
  data: Buffer
  alt: L
}

// ---------------------------------------------------------------------------------------------
// SVG helpers

const n = (value: number) => (Math.round(value * 100) / 100).toString()

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${extra}/>`
}

function rrect(x: number, y: number, w: number, h: number, r: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}" ${extra}/>`
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`
}

function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = ''): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}" ${extra}/>`
}

function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}" ${extra}/>`
}

function text(
  x: number,
  y: number,
  value: string,
  size: number,
  fill: string,
  options: { weight?: number; anchor?: 'start' | 'middle' | 'end'; opacity?: number; spacing?: number } = {},
): string {
  const attrs = [
    `x="${n(x)}"`,
    `y="${n(y)}"`,
    `font-family="${fontFamily}"`,
    `font-size="${n(size)}"`,
    `font-weight="${options.weight ?? 700}"`,
    `fill="${fill}"`,
    `text-anchor="${options.anchor ?? 'start'}"`,
  ]
  if (options.opacity !== undefined) attrs.push(`fill-opacity="${options.opacity}"`)
  if (options.spacing !== undefined) attrs.push(`letter-spacing="${options.spacing}"`)
  return `<text ${attrs.join(' ')}>${escapeXml(value)}</text>`
}

function group(transform: string, body: string, extra = ''): string {
  return `<g transform="${transform}" ${extra}>${body}</g>`
}

/** A wedge (camera field of view) from (cx, cy) facing `angle` degrees, opening ±`spread`. */
function wedge(cx: number, cy: number, radius: number, angle: number, spread: number): string {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const a1 = rad(angle - spread)
  const a2 = rad(angle + spread)
  const x1 = cx + radius * Math.cos(a1)
  const y1 = cy + radius * Math.sin(a1)
  const x2 = cx + radius * Math.cos(a2)
  const y2 = cy + radius * Math.sin(a2)
  return `M${n(cx)} ${n(cy)} L${n(x1)} ${n(y1)} A${n(radius)} ${n(radius)} 0 0 1 ${n(x2)} ${n(y2)} Z`
}


// ---------------------------------------------------------------------------------------------
// Backgrounds

/** Light studio background for product pictures: soft grid, an accent disc and a floor shadow. */
function studioBackground(width: number, height: number, accentX: number): string {
  const parts = [rect(0, 0, width, height, C.grey)]
  for (let x = 0; x <= width; x += 60) parts.push(line(x, 0, x, height, C.line, 1, 'stroke-opacity="0.6"'))
  for (let y = 0; y <= height; y += 60) parts.push(line(0, y, width, y, C.line, 1, 'stroke-opacity="0.6"'))
  parts.push(circle(accentX, height * 0.42, height * 0.36, C.white, 'fill-opacity="0.85"'))
  parts.push(circle(accentX, height * 0.42, height * 0.36, 'none', `stroke="${C.orange}" stroke-width="3" stroke-dasharray="6 14"`))
  parts.push(`<ellipse cx="${n(width / 2)}" cy="${n(height * 0.86)}" rx="${n(width * 0.34)}" ry="${n(height * 0.035)}" fill="${C.steel}" fill-opacity="0.16"/>`)
  parts.push(rect(0, height - 14, width, 14, C.steel))
  parts.push(rect(0, height - 14, width * 0.18, 14, C.orange))
  return parts.join('')
}

/** Dark background with large abstract shapes, used by banners, covers and menu pictures. */
function abstractBackground(width: number, height: number, seed: number): string {
  const random = seededRandom(seed)
  const parts = [rect(0, 0, width, height, C.navy)]
  parts.push(path(`M${n(width * 0.45)} 0 L${width} 0 L${width} ${height} L${n(width * 0.25)} ${height} Z`, C.steel))
  parts.push(path(`M${n(width * 0.62)} 0 L${n(width * 0.7)} 0 L${n(width * 0.5)} ${height} L${n(width * 0.42)} ${height} Z`, C.blue, 'fill-opacity="0.45"'))
  parts.push(circle(width * (0.78 + random() * 0.1), height * (0.2 + random() * 0.2), height * 0.55, 'none', `stroke="${C.orange}" stroke-width="${n(Math.max(2, height * 0.008))}" stroke-opacity="0.7"`))
  parts.push(circle(width * 0.08, height * 0.95, height * 0.42, C.blue, 'fill-opacity="0.35"'))
  const step = Math.max(16, Math.round(height / 22))
  for (let i = 0; i < 40; i++) {
    const x = width * (0.05 + random() * 0.4)
    const y = height * (0.08 + random() * 0.3)
    parts.push(circle(Math.round(x / step) * step, Math.round(y / step) * step, Math.max(1.5, height * 0.004), C.mist, 'fill-opacity="0.35"'))
  }
  parts.push(rect(0, height - Math.max(4, height * 0.012), width * 0.22, Math.max(4, height * 0.012), C.orange))
  return parts.join('')
}

// ---------------------------------------------------------------------------------------------
// Devices

/** Screen content: a status bar, a trend line, a bar chart and a few tiles. */
function screenUi(x: number, y: number, w: number, h: number, seed: number): string {
  const random = seededRandom(seed)
  const parts = [rrect(x, y, w, h, Math.min(w, h) * 0.03, C.navy)]
  parts.push(rect(x, y, w, h * 0.1, C.steel))
  parts.push(circle(x + w * 0.05, y + h * 0.05, h * 0.022, C.orange))
  parts.push(rrect(x + w * 0.1, y + h * 0.035, w * 0.25, h * 0.03, h * 0.015, C.mist, 'fill-opacity="0.7"'))
  // trend line
  const points: string[] = []
  for (let i = 0; i <= 8; i++) points.push(`${n(x + w * (0.06 + i * 0.055))},${n(y + h * (0.42 - random() * 0.22))}`)
  parts.push(rrect(x + w * 0.04, y + h * 0.15, w * 0.48, h * 0.34, 6, C.steel))
  parts.push(`<polyline points="${points.join(' ')}" fill="none" stroke="${C.orange}" stroke-width="${n(Math.max(2, h * 0.012))}" stroke-linejoin="round"/>`)
  // bars
  parts.push(rrect(x + w * 0.56, y + h * 0.15, w * 0.4, h * 0.34, 6, C.steel))
  for (let i = 0; i < 6; i++) {
    const bh = h * (0.08 + random() * 0.2)
    parts.push(rect(x + w * (0.6 + i * 0.058), y + h * 0.45 - bh, w * 0.035, bh, i % 3 === 0 ? C.orange : C.mist))
  }
  // tiles
  for (let i = 0; i < 4; i++) {
    parts.push(rrect(x + w * (0.04 + i * 0.235), y + h * 0.55, w * 0.21, h * 0.36, 6, i === 1 ? C.blue : C.steel))
    parts.push(rrect(x + w * (0.06 + i * 0.235), y + h * 0.6, w * 0.1, h * 0.03, 4, C.mist, 'fill-opacity="0.8"'))
    parts.push(rrect(x + w * (0.06 + i * 0.235), y + h * 0.68, w * 0.15, h * 0.08, 4, i === 1 ? C.orange : C.mist, 'fill-opacity="0.55"'))
  }
  return parts.join('')
}

/** A rugged tablet, front view, with orange corner bumpers; optionally a hand strap and scanner. */
export function tablet(x: number, y: number, w: number, h: number, options: { handle?: boolean; seed?: number } = {}): string {
  const parts: string[] = []
  const corner = Math.min(w, h) * 0.2
  if (options.handle) {
    parts.push(rrect(x - w * 0.05, y + h * 0.22, w * 0.09, h * 0.56, w * 0.03, C.ink))
    parts.push(rrect(x + w * 0.36, y - h * 0.05, w * 0.28, h * 0.08, h * 0.03, C.ink))
    parts.push(rrect(x + w * 0.42, y - h * 0.035, w * 0.16, h * 0.03, h * 0.015, C.orange))
  }
  for (const [cx, cy] of [
    [x, y],
    [x + w - corner, y],
    [x, y + h - corner],
    [x + w - corner, y + h - corner],
  ] as const) {
    parts.push(rrect(cx - w * 0.025, cy - w * 0.025, corner + w * 0.05, corner + w * 0.05, corner * 0.45, C.orange))
  }
  parts.push(rrect(x, y, w, h, Math.min(w, h) * 0.07, C.steel))
  parts.push(rrect(x + w * 0.02, y + h * 0.03, w * 0.96, h * 0.94, Math.min(w, h) * 0.05, C.ink))
  parts.push(screenUi(x + w * 0.07, y + h * 0.1, w * 0.86, h * 0.8, options.seed ?? 7))
  parts.push(circle(x + w * 0.5, y + h * 0.055, Math.min(w, h) * 0.012, C.mist))
  for (let i = 0; i < 3; i++) parts.push(rrect(x + w * 0.955, y + h * (0.3 + i * 0.12), w * 0.02, h * 0.08, 3, i === 0 ? C.orange : C.mist))
  return parts.join('')
}

/** An in-vehicle computer box: top face with cooling fins, front panel with connectors, mounting ears. */
export function vehicleComputer(x: number, y: number, w: number, h: number): string {
  const parts: string[] = []
  const depth = h * 0.45
  // mounting ears
  parts.push(rrect(x - w * 0.06, y + depth + h * 0.55, w * 1.12, h * 0.18, h * 0.06, C.mist))
  parts.push(circle(x - w * 0.03, y + depth + h * 0.64, h * 0.04, C.grey))
  parts.push(circle(x + w * 1.03, y + depth + h * 0.64, h * 0.04, C.grey))
  // top face (slanted) and fins
  parts.push(path(`M${n(x)} ${n(y + depth)} L${n(x + w * 0.12)} ${n(y)} L${n(x + w * 1.0)} ${n(y)} L${n(x + w)} ${n(y + depth)} Z`, C.blue))
  for (let i = 1; i < 14; i++) {
    const t = i / 14
    parts.push(line(x + w * 0.12 * (1 - 0) + (w * 0.88) * t - w * 0.12 * 0, y + depth * 0.08, x + w * t, y + depth * 0.95, C.steel, w * 0.012))
  }
  // front panel
  parts.push(rrect(x, y + depth, w, h, h * 0.05, C.steel))
  parts.push(rrect(x + w * 0.02, y + depth + h * 0.06, w * 0.96, h * 0.88, h * 0.04, C.navy))
  const py = y + depth + h * 0.22
  // power terminal
  parts.push(rrect(x + w * 0.04, py, w * 0.1, h * 0.34, 4, C.orange))
  for (let i = 0; i < 3; i++) parts.push(circle(x + w * (0.063 + i * 0.027), py + h * 0.17, h * 0.035, C.ink))
  // LAN ports
  for (let i = 0; i < 2; i++) {
    const lx = x + w * (0.18 + i * 0.09)
    parts.push(rrect(lx, py, w * 0.075, h * 0.3, 3, C.ink))
    parts.push(rect(lx + w * 0.025, py + h * 0.22, w * 0.025, h * 0.08, C.steel))
    parts.push(rect(lx + w * 0.008, py + h * 0.02, w * 0.012, h * 0.05, C.amber))
  }
  // USB
  for (let i = 0; i < 4; i++) parts.push(rrect(x + w * (0.38 + (i % 2) * 0.07), py + (i < 2 ? 0 : h * 0.2), w * 0.055, h * 0.1, 2, C.ink, `stroke="${C.mist}" stroke-width="2"`))
  // DB9 serial
  const sx = x + w * 0.55
  parts.push(path(`M${n(sx)} ${n(py)} L${n(sx + w * 0.12)} ${n(py)} L${n(sx + w * 0.11)} ${n(py + h * 0.16)} L${n(sx + w * 0.01)} ${n(py + h * 0.16)} Z`, C.ink, `stroke="${C.mist}" stroke-width="2"`))
  for (let i = 0; i < 5; i++) parts.push(circle(sx + w * (0.02 + i * 0.02), py + h * 0.055, h * 0.014, C.mist))
  for (let i = 0; i < 4; i++) parts.push(circle(sx + w * (0.03 + i * 0.02), py + h * 0.11, h * 0.014, C.mist))
  // M12 round connectors
  for (let i = 0; i < 2; i++) {
    const cx = x + w * (0.75 + i * 0.1)
    const cy = py + h * 0.12
    parts.push(circle(cx, cy, h * 0.11, C.ink, `stroke="${C.mist}" stroke-width="3"`))
    for (let k = 0; k < 4; k++) parts.push(circle(cx + Math.cos((k * Math.PI) / 2) * h * 0.05, cy + Math.sin((k * Math.PI) / 2) * h * 0.05, h * 0.015, C.amber))
  }
  // LEDs and antenna ports
  for (let i = 0; i < 4; i++) parts.push(circle(x + w * (0.2 + i * 0.04), y + depth + h * 0.8, h * 0.02, i === 0 ? C.orange : C.mist))
  for (let i = 0; i < 3; i++) parts.push(circle(x + w * (0.62 + i * 0.09), y + depth + h * 0.78, h * 0.05, C.amber, `stroke="${C.ink}" stroke-width="3"`))
  return parts.join('')
}

/** A control box: keypad, rotary knob, small status screen and cable glands. */
function controlBox(x: number, y: number, w: number, h: number): string {
  const parts: string[] = []
  for (let i = 0; i < 3; i++) parts.push(rrect(x + w * (0.2 + i * 0.25), y + h * 0.96, w * 0.1, h * 0.1, 4, C.ink))
  parts.push(rrect(x, y, w, h, w * 0.06, C.steel))
  parts.push(rrect(x + w * 0.04, y + h * 0.05, w * 0.92, h * 0.9, w * 0.05, C.blue))
  parts.push(rrect(x + w * 0.1, y + h * 0.1, w * 0.5, h * 0.22, 8, C.navy))
  parts.push(rect(x + w * 0.13, y + h * 0.15, w * 0.22, h * 0.035, C.orange))
  parts.push(rect(x + w * 0.13, y + h * 0.22, w * 0.38, h * 0.025, C.mist))
  // knob
  const kx = x + w * 0.78
  const ky = y + h * 0.21
  parts.push(circle(kx, ky, w * 0.12, C.ink))
  parts.push(circle(kx, ky, w * 0.09, C.steel, `stroke="${C.mist}" stroke-width="3"`))
  parts.push(line(kx, ky, kx + w * 0.05, ky - w * 0.06, C.orange, 6, 'stroke-linecap="round"'))
  // keypad
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 4; c++) {
      const bx = x + w * (0.1 + c * 0.21)
      const by = y + h * (0.42 + r * 0.17)
      const accent = (r === 0 && c === 3) || (r === 2 && c === 0)
      parts.push(rrect(bx, by, w * 0.16, h * 0.12, 8, accent ? C.orange : C.navy))
      parts.push(rrect(bx + w * 0.04, by + h * 0.045, w * 0.08, h * 0.025, 3, accent ? C.white : C.mist, 'fill-opacity="0.8"'))
    }
  }
  return parts.join('')
}

/** A vehicle display terminal on a ball-and-arm mount. */
function displayTerminal(x: number, y: number, w: number, h: number, seed = 11): string {
  const parts: string[] = []
  // arm and ball mount
  parts.push(rrect(x + w * 0.44, y + h * 0.9, w * 0.12, h * 0.34, 10, C.ink))
  parts.push(circle(x + w * 0.5, y + h * 0.92, w * 0.06, C.ink))
  parts.push(circle(x + w * 0.5, y + h * 1.22, w * 0.06, C.ink))
  parts.push(rrect(x + w * 0.3, y + h * 1.25, w * 0.4, h * 0.06, 6, C.steel))
  // housing
  parts.push(rrect(x, y, w, h, w * 0.04, C.steel))
  parts.push(screenUi(x + w * 0.05, y + h * 0.07, w * 0.9, h * 0.72, seed))
  for (let i = 0; i < 6; i++) parts.push(rrect(x + w * (0.12 + i * 0.13), y + h * 0.85, w * 0.09, h * 0.07, 5, i === 5 ? C.orange : C.navy))
  return parts.join('')
}

/** Top-down vehicle outline (pointing right). */
function vehicleTop(cx: number, cy: number, length: number, width: number, fill: string = C.steel): string {
  const x = cx - length / 2
  const y = cy - width / 2
  const parts = [rrect(x, y, length, width, width * 0.22, fill)]
  parts.push(rrect(x + length * 0.58, y + width * 0.1, length * 0.14, width * 0.8, width * 0.12, C.mist, 'fill-opacity="0.9"'))
  parts.push(rrect(x + length * 0.08, y + width * 0.14, length * 0.1, width * 0.72, width * 0.1, C.mist, 'fill-opacity="0.6"'))
  parts.push(rrect(x + length * 0.22, y + width * 0.12, length * 0.33, width * 0.76, width * 0.08, C.blue))
  return parts.join('')
}

/** A vehicle seen from above with four cameras and their fields of view. */
function surroundView(cx: number, cy: number, size: number, dark = false): string {
  const length = size * 0.62
  const width = size * 0.3
  const radius = size * 0.42
  const parts: string[] = []
  const grid = dark ? C.blue : C.line
  for (let i = -5; i <= 5; i++) {
    parts.push(line(cx + i * size * 0.09, cy - size * 0.5, cx + i * size * 0.09, cy + size * 0.5, grid, 1.5, 'stroke-opacity="0.7"'))
    parts.push(line(cx - size * 0.5, cy + i * size * 0.09, cx + size * 0.5, cy + i * size * 0.09, grid, 1.5, 'stroke-opacity="0.7"'))
  }
  const cams: [number, number, number][] = [
    [cx + length / 2, cy, 0],
    [cx - length / 2, cy, 180],
    [cx + length * 0.12, cy - width / 2, 270],
    [cx + length * 0.12, cy + width / 2, 90],
  ]
  for (const [x, y, angle] of cams) parts.push(path(wedge(x, y, radius, angle, 62), C.orange, `fill-opacity="0.22" stroke="${C.orange}" stroke-width="3"`))
  parts.push(rrect(cx - size * 0.47, cy - size * 0.4, size * 0.94, size * 0.8, size * 0.08, 'none', `stroke="${dark ? C.mist : C.steel}" stroke-width="3" stroke-dasharray="14 10"`))
  parts.push(vehicleTop(cx, cy, length, width, dark ? C.grey : C.steel))
  for (const [x, y] of cams) parts.push(circle(x, y, size * 0.022, C.orange, `stroke="${C.white}" stroke-width="4"`))
  return parts.join('')
}

/** A person: head and rounded shoulders. (x, y) is the bottom centre. */
function person(x: number, y: number, s: number, shirt: string, skin: string = C.amber): string {
  return [
    path(`M${n(x - 22 * s)} ${n(y)} L${n(x - 22 * s)} ${n(y - 30 * s)} Q${n(x - 22 * s)} ${n(y - 50 * s)} ${n(x)} ${n(y - 50 * s)} Q${n(x + 22 * s)} ${n(y - 50 * s)} ${n(x + 22 * s)} ${n(y - 30 * s)} L${n(x + 22 * s)} ${n(y)} Z`, shirt),
    circle(x, y - 64 * s, 13 * s, skin),
  ].join('')
}

/** Driver monitoring: driver in profile, steering wheel, dash camera with IR rays and a face box. */
function driverMonitoring(x: number, y: number, w: number, h: number, dark = false): string {
  const parts: string[] = []
  const headX = x + w * 0.36
  const headY = y + h * 0.34
  const headR = h * 0.11
  // seat
  parts.push(rrect(x + w * 0.1, y + h * 0.2, w * 0.12, h * 0.62, w * 0.04, dark ? C.blue : C.mist))
  parts.push(rrect(x + w * 0.1, y + h * 0.72, w * 0.36, h * 0.12, w * 0.03, dark ? C.blue : C.mist))
  // torso and arm
  parts.push(path(`M${n(x + w * 0.2)} ${n(y + h * 0.78)} L${n(x + w * 0.22)} ${n(y + h * 0.5)} Q${n(x + w * 0.25)} ${n(y + h * 0.44)} ${n(x + w * 0.34)} ${n(y + h * 0.46)} L${n(x + w * 0.42)} ${n(y + h * 0.5)} L${n(x + w * 0.42)} ${n(y + h * 0.78)} Z`, C.steel))
  parts.push(path(`M${n(x + w * 0.33)} ${n(y + h * 0.52)} L${n(x + w * 0.56)} ${n(y + h * 0.56)}`, 'none', `stroke="${C.steel}" stroke-width="${n(h * 0.06)}" stroke-linecap="round"`))
  // head
  parts.push(circle(headX, headY, headR, C.amber))
  parts.push(path(`M${n(headX - headR)} ${n(headY - headR * 0.1)} Q${n(headX - headR)} ${n(headY - headR * 1.2)} ${n(headX + headR * 0.6)} ${n(headY - headR * 0.9)} L${n(headX + headR * 0.2)} ${n(headY - headR * 0.3)} Z`, C.ink))
  parts.push(circle(headX + headR * 0.55, headY - headR * 0.05, headR * 0.12, C.ink))
  // steering wheel
  parts.push(`<ellipse cx="${n(x + w * 0.6)}" cy="${n(y + h * 0.56)}" rx="${n(w * 0.03)}" ry="${n(h * 0.17)}" fill="none" stroke="${C.ink}" stroke-width="${n(h * 0.035)}" transform="rotate(-18 ${n(x + w * 0.6)} ${n(y + h * 0.56)})"/>`)
  parts.push(line(x + w * 0.6, y + h * 0.56, x + w * 0.72, y + h * 0.7, C.ink, h * 0.03))
  // dashboard and camera
  parts.push(path(`M${n(x + w * 0.66)} ${n(y + h * 0.62)} L${n(x + w * 0.95)} ${n(y + h * 0.5)} L${n(x + w * 0.95)} ${n(y + h * 0.84)} L${n(x + w * 0.7)} ${n(y + h * 0.84)} Z`, dark ? C.blue : C.steel))
  const camX = x + w * 0.74
  const camY = y + h * 0.56
  for (const spread of [-0.06, 0, 0.06]) parts.push(line(camX, camY, headX + headR * 0.6, headY + h * spread, C.orange, 3, 'stroke-dasharray="10 8" stroke-opacity="0.9"'))
  parts.push(rrect(camX - w * 0.02, camY - h * 0.035, w * 0.05, h * 0.07, 6, C.ink))
  parts.push(circle(camX, camY, h * 0.022, C.orange))
  // detection box with corner ticks
  const bx = headX - headR * 1.5
  const by = headY - headR * 1.5
  const bs = headR * 3
  const tick = bs * 0.22
  const corners = [
    `M${n(bx)} ${n(by + tick)} L${n(bx)} ${n(by)} L${n(bx + tick)} ${n(by)}`,
    `M${n(bx + bs - tick)} ${n(by)} L${n(bx + bs)} ${n(by)} L${n(bx + bs)} ${n(by + tick)}`,
    `M${n(bx)} ${n(by + bs - tick)} L${n(bx)} ${n(by + bs)} L${n(bx + tick)} ${n(by + bs)}`,
    `M${n(bx + bs - tick)} ${n(by + bs)} L${n(bx + bs)} ${n(by + bs)} L${n(bx + bs)} ${n(by + bs - tick)}`,
  ]
  parts.push(path(corners.join(' '), 'none', `stroke="${C.orange}" stroke-width="5" stroke-linecap="round"`))
  return parts.join('')
}

function wheel(cx: number, cy: number, r: number): string {
  const parts = [circle(cx, cy, r, C.ink)]
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI * 2) / 16
    parts.push(line(cx + Math.cos(a) * r * 0.82, cy + Math.sin(a) * r * 0.82, cx + Math.cos(a) * r, cy + Math.sin(a) * r, C.steel, r * 0.08))
  }
  parts.push(circle(cx, cy, r * 0.55, C.mist))
  parts.push(circle(cx, cy, r * 0.2, C.orange))
  return parts.join('')
}

/** A tractor in side view (facing right) with a cab terminal and a sprayer boom behind. */
function tractor(x: number, y: number, w: number, h: number, options: { boom?: boolean } = {}): string {
  const parts: string[] = []
  if (options.boom ?? true) {
    parts.push(rect(x - w * 0.25, y + h * 0.42, w * 0.28, h * 0.04, C.mist))
    for (let i = 0; i < 5; i++) {
      parts.push(line(x - w * (0.23 - i * 0.055), y + h * 0.46, x - w * (0.23 - i * 0.055), y + h * 0.55, C.mist, 4))
      parts.push(path(wedge(x - w * (0.23 - i * 0.055), y + h * 0.55, h * 0.12, 90, 18), C.mist, 'fill-opacity="0.35"'))
    }
  }
  // hood and body
  parts.push(rrect(x + w * 0.3, y + h * 0.38, w * 0.62, h * 0.26, h * 0.04, C.orange))
  parts.push(rect(x + w * 0.86, y + h * 0.42, w * 0.06, h * 0.2, C.steel))
  for (let i = 0; i < 4; i++) parts.push(line(x + w * (0.6 + i * 0.06), y + h * 0.42, x + w * (0.6 + i * 0.06), y + h * 0.6, C.amber, 4))
  parts.push(rect(x + w * 0.72, y + h * 0.18, w * 0.025, h * 0.2, C.ink))
  // cab
  parts.push(path(`M${n(x + w * 0.08)} ${n(y + h * 0.64)} L${n(x + w * 0.1)} ${n(y + h * 0.06)} L${n(x + w * 0.5)} ${n(y + h * 0.06)} L${n(x + w * 0.54)} ${n(y + h * 0.64)} Z`, C.steel))
  parts.push(rect(x + w * 0.06, y, w * 0.5, h * 0.07, C.orange))
  parts.push(path(`M${n(x + w * 0.14)} ${n(y + h * 0.12)} L${n(x + w * 0.46)} ${n(y + h * 0.12)} L${n(x + w * 0.49)} ${n(y + h * 0.4)} L${n(x + w * 0.13)} ${n(y + h * 0.4)} Z`, C.mist, 'fill-opacity="0.75"'))
  // terminal inside the cab
  parts.push(rrect(x + w * 0.34, y + h * 0.2, w * 0.1, h * 0.13, 4, C.navy, `stroke="${C.orange}" stroke-width="3"`))
  for (let i = 0; i < 3; i++) parts.push(line(x + w * 0.355, y + h * (0.235 + i * 0.035), x + w * 0.425, y + h * (0.235 + i * 0.035), C.orange, 2))
  parts.push(wheel(x + w * 0.24, y + h * 0.7, h * 0.3))
  parts.push(wheel(x + w * 0.8, y + h * 0.8, h * 0.19))
  return parts.join('')
}

/** A cloud with a shield, connected to devices around it. */
function cloudNetwork(cx: number, cy: number, size: number, dark = true): string {
  const parts: string[] = []
  const devices: [number, number][] = [
    [cx - size * 0.46, cy + size * 0.3],
    [cx - size * 0.16, cy + size * 0.5],
    [cx + size * 0.18, cy + size * 0.5],
    [cx + size * 0.48, cy + size * 0.3],
  ]
  for (const [dx, dy] of devices) {
    parts.push(line(cx, cy + size * 0.05, dx, dy - size * 0.06, dark ? C.mist : C.steel, 3, 'stroke-dasharray="8 8"'))
    parts.push(circle((cx + dx) / 2, (cy + size * 0.05 + dy) / 2, size * 0.012, C.orange))
  }
  const cloudFill = dark ? C.grey : C.steel
  for (const [ox, oy, r] of [
    [-0.16, 0.02, 0.12],
    [0, -0.06, 0.17],
    [0.17, 0.0, 0.13],
  ] as const) {
    parts.push(circle(cx + ox * size, cy + oy * size, r * size, cloudFill))
  }
  parts.push(rrect(cx - size * 0.28, cy, size * 0.58, size * 0.13, size * 0.065, cloudFill))
  parts.push(path(`M${n(cx)} ${n(cy - size * 0.14)} L${n(cx + size * 0.07)} ${n(cy - size * 0.11)} L${n(cx + size * 0.07)} ${n(cy - size * 0.02)} Q${n(cx + size * 0.06)} ${n(cy + size * 0.06)} ${n(cx)} ${n(cy + size * 0.09)} Q${n(cx - size * 0.06)} ${n(cy + size * 0.06)} ${n(cx - size * 0.07)} ${n(cy - size * 0.02)} L${n(cx - size * 0.07)} ${n(cy - size * 0.11)} Z`, C.orange))
  parts.push(path(`M${n(cx - size * 0.03)} ${n(cy - size * 0.02)} L${n(cx - size * 0.005)} ${n(cy + size * 0.01)} L${n(cx + size * 0.04)} ${n(cy - size * 0.05)}`, 'none', `stroke="${C.white}" stroke-width="${n(size * 0.012)}" stroke-linecap="round" stroke-linejoin="round"`))
  const s = size * 0.19
  const [d0, d1, d2, d3] = devices as [[number, number], [number, number], [number, number], [number, number]]
  parts.push(tablet(d0[0] - s * 0.7, d0[1] - s * 0.45, s * 1.4, s * 0.95, { seed: 3 }))
  parts.push(rrect(d1[0] - s * 0.3, d1[1] - s * 0.55, s * 0.6, s * 1.1, s * 0.1, C.steel) + screenUi(d1[0] - s * 0.24, d1[1] - s * 0.45, s * 0.48, s * 0.9, 5))
  parts.push(vehicleComputer(d2[0] - s * 0.55, d2[1] - s * 0.5, s * 1.1, s * 0.55))
  parts.push(displayTerminal(d3[0] - s * 0.65, d3[1] - s * 0.5, s * 1.3, s * 0.8, 9))
  return parts.join('')
}

/** A tablet sitting in a vehicle dock on a ball mount, with a coiled cable. */
function mountDock(x: number, y: number, w: number, h: number): string {
  const parts: string[] = []
  parts.push(path(`M${n(x + w * 0.1)} ${n(y + h * 1.05)} C${n(x - w * 0.1)} ${n(y + h * 1.2)} ${n(x + w * 0.3)} ${n(y + h * 1.3)} ${n(x + w * 0.1)} ${n(y + h * 1.4)}`, 'none', `stroke="${C.ink}" stroke-width="12" stroke-linecap="round"`))
  for (let i = 0; i < 4; i++) parts.push(`<ellipse cx="${n(x + w * 0.1)}" cy="${n(y + h * (1.1 + i * 0.07))}" rx="${n(w * 0.06)}" ry="${n(h * 0.03)}" fill="none" stroke="${C.ink}" stroke-width="8"/>`)
  parts.push(rrect(x + w * 0.44, y + h * 0.98, w * 0.12, h * 0.28, 10, C.ink))
  parts.push(circle(x + w * 0.5, y + h * 1.0, w * 0.05, C.ink))
  parts.push(rrect(x + w * 0.34, y + h * 1.24, w * 0.32, h * 0.06, 6, C.steel))
  parts.push(rrect(x - w * 0.04, y + h * 0.1, w * 1.08, h * 0.95, w * 0.04, C.ink))
  parts.push(rrect(x + w * 0.42, y + h * 0.98, w * 0.16, h * 0.05, 4, C.orange))
  parts.push(tablet(x, y, w, h * 0.9, { seed: 21 }))
  parts.push(rrect(x - w * 0.06, y + h * 0.35, w * 0.05, h * 0.3, 6, C.orange))
  parts.push(rrect(x + w * 1.01, y + h * 0.35, w * 0.05, h * 0.3, 6, C.orange))
  return parts.join('')
}

// Side-view vehicles for scenes ------------------------------------------------------------

function miningTruck(x: number, y: number, w: number, h: number): string {
  const parts: string[] = []
  parts.push(path(`M${n(x)} ${n(y + h * 0.1)} L${n(x + w * 0.66)} ${n(y)} L${n(x + w * 0.68)} ${n(y + h * 0.5)} L${n(x + w * 0.08)} ${n(y + h * 0.56)} Z`, C.orange))
  for (let i = 1; i < 5; i++) parts.push(line(x + w * 0.13 * i, y + h * (0.1 - i * 0.02), x + w * (0.12 * i + 0.02), y + h * 0.54, C.amber, 5))
  parts.push(rect(x + w * 0.05, y + h * 0.5, w * 0.9, h * 0.14, C.steel))
  parts.push(rrect(x + w * 0.7, y + h * 0.12, w * 0.22, h * 0.38, 8, C.steel))
  parts.push(rect(x + w * 0.75, y + h * 0.17, w * 0.13, h * 0.15, C.mist))
  parts.push(rrect(x + w * 0.82, y + h * 0.21, w * 0.05, h * 0.06, 3, C.navy, `stroke="${C.orange}" stroke-width="2"`))
  parts.push(wheel(x + w * 0.22, y + h * 0.78, h * 0.24))
  parts.push(wheel(x + w * 0.8, y + h * 0.78, h * 0.24))
  return parts.join('')
}

function bus(x: number, y: number, w: number, h: number): string {
  const parts = [rrect(x, y, w, h * 0.8, h * 0.1, C.steel)]
  parts.push(rect(x, y + h * 0.55, w, h * 0.08, C.orange))
  for (let i = 0; i < 7; i++) parts.push(rrect(x + w * (0.04 + i * 0.12), y + h * 0.12, w * 0.1, h * 0.3, 6, C.mist, 'fill-opacity="0.85"'))
  parts.push(rrect(x + w * 0.9, y + h * 0.12, w * 0.08, h * 0.55, 6, C.mist))
  parts.push(wheel(x + w * 0.18, y + h * 0.82, h * 0.17))
  parts.push(wheel(x + w * 0.8, y + h * 0.82, h * 0.17))
  return parts.join('')
}

function emergencyVehicle(x: number, y: number, w: number, h: number): string {
  const parts = [rrect(x, y + h * 0.12, w * 0.7, h * 0.68, 10, C.grey)]
  parts.push(path(`M${n(x + w * 0.68)} ${n(y + h * 0.3)} L${n(x + w * 0.88)} ${n(y + h * 0.3)} L${n(x + w)} ${n(y + h * 0.55)} L${n(x + w)} ${n(y + h * 0.8)} L${n(x + w * 0.68)} ${n(y + h * 0.8)} Z`, C.grey))
  parts.push(path(`M${n(x + w * 0.72)} ${n(y + h * 0.35)} L${n(x + w * 0.86)} ${n(y + h * 0.35)} L${n(x + w * 0.95)} ${n(y + h * 0.53)} L${n(x + w * 0.72)} ${n(y + h * 0.53)} Z`, C.mist))
  parts.push(rect(x, y + h * 0.5, w, h * 0.09, C.orange))
  parts.push(rrect(x + w * 0.08, y, w * 0.22, h * 0.12, 5, C.orange))
  parts.push(rrect(x + w * 0.34, y, w * 0.22, h * 0.12, 5, C.blue))
  parts.push(wheel(x + w * 0.2, y + h * 0.82, h * 0.16))
  parts.push(wheel(x + w * 0.82, y + h * 0.82, h * 0.16))
  return parts.join('')
}

function gantryCrane(x: number, y: number, w: number, h: number): string {
  const parts = [rect(x, y, w * 0.06, h, C.orange), rect(x + w * 0.6, y, w * 0.06, h, C.orange)]
  parts.push(rect(x - w * 0.15, y, w * 1.15, h * 0.07, C.orange))
  parts.push(rect(x + w * 0.7, y + h * 0.07, w * 0.1, h * 0.06, C.amber))
  parts.push(line(x + w * 0.75, y + h * 0.13, x + w * 0.75, y + h * 0.45, C.mist, 3))
  parts.push(rect(x + w * 0.68, y + h * 0.45, w * 0.16, h * 0.1, C.mist))
  return parts.join('')
}

function containers(x: number, y: number, cols: number, rows: number, cw: number, ch: number, seed: number): string {
  const random = seededRandom(seed)
  const colours = [C.steel, C.blue, C.orange, C.mist, C.grey]
  const parts: string[] = []
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (r > 0 && random() < 0.25) continue
      const fill = colours[Math.floor(random() * colours.length)]!
      const cx = x + c * cw
      const cy = y - (r + 1) * ch
      parts.push(rect(cx + 2, cy + 2, cw - 4, ch - 4, fill))
      for (let k = 1; k < 6; k++) parts.push(line(cx + (cw * k) / 6, cy + 6, cx + (cw * k) / 6, cy + ch - 6, C.ink, 2, 'stroke-opacity="0.25"'))
    }
  }
  return parts.join('')
}

function skyline(x: number, y: number, w: number, h: number, seed: number, fill: string = C.blue): string {
  const random = seededRandom(seed)
  const parts: string[] = []
  let cx = x
  while (cx < x + w) {
    const bw = w * (0.04 + random() * 0.05)
    const bh = h * (0.3 + random() * 0.7)
    parts.push(rect(cx, y + h - bh, bw, bh, fill))
    for (let wy = y + h - bh + 14; wy < y + h - 14; wy += 22) {
      for (let wx = cx + 8; wx < cx + bw - 12; wx += 18) if (random() > 0.55) parts.push(rect(wx, wy, 8, 10, C.amber, 'fill-opacity="0.6"'))
    }
    cx += bw + 6
  }
  return parts.join('')
}

function hills(width: number, y: number, fill: string, seed: number): string {
  const random = seededRandom(seed)
  let d = `M0 ${n(y)}`
  for (let i = 1; i <= 6; i++) d += ` Q${n((width * (i - 0.5)) / 6)} ${n(y - 60 - random() * 90)} ${n((width * i) / 6)} ${n(y - random() * 30)}`
  return path(`${d} L${width} 9999 L0 9999 Z`, fill)
}

function fieldRows(width: number, height: number, top: number): string {
  const parts = [rect(0, top, width, height - top, C.steel)]
  for (let i = -10; i < 30; i++) parts.push(line(i * 80, height, width / 2 + (i - 10) * 20, top, C.blue, 10))
  return parts.join('')
}

// Small scene elements ---------------------------------------------------------------------

function trophy(cx: number, cy: number, s: number): string {
  return [
    path(`M${n(cx - 60 * s)} ${n(cy - 90 * s)} L${n(cx + 60 * s)} ${n(cy - 90 * s)} Q${n(cx + 60 * s)} ${n(cy + 10 * s)} ${n(cx)} ${n(cy + 20 * s)} Q${n(cx - 60 * s)} ${n(cy + 10 * s)} ${n(cx - 60 * s)} ${n(cy - 90 * s)} Z`, C.orange),
    path(`M${n(cx - 60 * s)} ${n(cy - 70 * s)} Q${n(cx - 100 * s)} ${n(cy - 60 * s)} ${n(cx - 55 * s)} ${n(cy - 20 * s)}`, 'none', `stroke="${C.orange}" stroke-width="${n(10 * s)}"`),
    path(`M${n(cx + 60 * s)} ${n(cy - 70 * s)} Q${n(cx + 100 * s)} ${n(cy - 60 * s)} ${n(cx + 55 * s)} ${n(cy - 20 * s)}`, 'none', `stroke="${C.orange}" stroke-width="${n(10 * s)}"`),
    rect(cx - 10 * s, cy + 18 * s, 20 * s, 40 * s, C.amber),
    rrect(cx - 50 * s, cy + 56 * s, 100 * s, 26 * s, 6 * s, C.grey),
    path(`M${n(cx)} ${n(cy - 70 * s)} L${n(cx + 9 * s)} ${n(cy - 50 * s)} L${n(cx + 30 * s)} ${n(cy - 48 * s)} L${n(cx + 14 * s)} ${n(cy - 34 * s)} L${n(cx + 19 * s)} ${n(cy - 13 * s)} L${n(cx)} ${n(cy - 24 * s)} L${n(cx - 19 * s)} ${n(cy - 13 * s)} L${n(cx - 14 * s)} ${n(cy - 34 * s)} L${n(cx - 30 * s)} ${n(cy - 48 * s)} L${n(cx - 9 * s)} ${n(cy - 50 * s)} Z`, C.white),
  ].join('')
}

function booth(x: number, y: number, w: number, h: number): string {
  const parts = [rect(x, y, w, h * 0.75, C.steel)]
  parts.push(rect(x, y, w, h * 0.12, C.orange))
  parts.push(rrect(x + w * 0.06, y + h * 0.2, w * 0.38, h * 0.38, 8, C.navy))
  parts.push(screenUi(x + w * 0.08, y + h * 0.23, w * 0.34, h * 0.32, 31))
  parts.push(rrect(x + w * 0.55, y + h * 0.22, w * 0.38, h * 0.34, 8, C.blue))
  parts.push(surroundView(x + w * 0.74, y + h * 0.39, h * 0.3, true))
  parts.push(rect(x + w * 0.3, y + h * 0.66, w * 0.4, h * 0.3, C.grey))
  parts.push(rect(x + w * 0.3, y + h * 0.66, w * 0.4, h * 0.05, C.orange))
  parts.push(tablet(x + w * 0.42, y + h * 0.56, w * 0.16, h * 0.1, { seed: 41 }))
  return parts.join('')
}

function people(xs: readonly number[], y: number, s: number, seed: number): string {
  const random = seededRandom(seed)
  const shirts = [C.orange, C.blue, C.mist, C.grey, C.steel]
  return xs.map((x) => person(x, y, s * (0.9 + random() * 0.2), shirts[Math.floor(random() * shirts.length)]!)).join('')
}

function conveyor(x: number, y: number, w: number): string {
  const parts = [rrect(x, y, w, 26, 13, C.ink)]
  for (let i = 0; i < 14; i++) parts.push(circle(x + 18 + (i * (w - 36)) / 13, y + 13, 8, C.mist))
  for (let i = 0; i < 5; i++) parts.push(vehicleComputer(x + 40 + i * (w / 5.2), y - 70, w / 8, 36))
  return parts.join('')
}

function robotArm(x: number, y: number, s: number): string {
  return [
    rrect(x - 40 * s, y - 20 * s, 80 * s, 20 * s, 6, C.steel),
    line(x, y - 20 * s, x + 40 * s, y - 150 * s, C.orange, 26 * s, 'stroke-linecap="round"'),
    line(x + 40 * s, y - 150 * s, x + 150 * s, y - 120 * s, C.orange, 20 * s, 'stroke-linecap="round"'),
    circle(x + 40 * s, y - 150 * s, 18 * s, C.steel),
    circle(x, y - 20 * s, 20 * s, C.steel),
    line(x + 150 * s, y - 120 * s, x + 150 * s, y - 80 * s, C.mist, 8 * s),
  ].join('')
}

function officeInterior(width: number, height: number): string {
  const parts = [rect(0, 0, width, height, C.grey)]
  for (let i = 0; i < 5; i++) {
    parts.push(rect(60 + i * 230, 60, 200, 300, C.mist, 'fill-opacity="0.55"'))
    parts.push(skyline(60 + i * 230, 200, 200, 160, 70 + i, C.blue))
    parts.push(rect(60 + i * 230, 60, 200, 300, 'none', `stroke="${C.steel}" stroke-width="10"`))
  }
  parts.push(rect(0, height * 0.62, width, height * 0.38, C.line))
  for (let i = 0; i < 3; i++) {
    const dx = 120 + i * 360
    parts.push(person(dx + 262, height * 0.66 + 60, 2.0, [C.orange, C.blue, C.steel][i]!))
    parts.push(rect(dx, height * 0.66, 280, 18, C.steel))
    parts.push(rect(dx + 20, height * 0.66 + 18, 12, 120, C.steel))
    parts.push(rect(dx + 248, height * 0.66 + 18, 12, 120, C.steel))
    parts.push(rrect(dx + 60, height * 0.66 - 110, 160, 100, 8, C.navy))
    parts.push(screenUi(dx + 66, height * 0.66 - 104, 148, 88, 50 + i))
    parts.push(rect(dx + 134, height * 0.66 - 10, 12, 10, C.navy))
  }
  parts.push(rrect(30, height * 0.8, 50, 70, 8, C.orange))
  parts.push(circle(55, height * 0.74, 40, C.steel))
  return parts.join('')
}

// ---------------------------------------------------------------------------------------------
// Picture compositions

function productPicture(width: number, height: number, body: string, accentX = width * 0.62): string {
  return svgDocument(width, height, studioBackground(width, height, accentX) + body)
}

function bannerPicture(width: number, height: number, seed: number, word: string, illustration: string): string {
  return svgDocument(
    width,
    height,
    abstractBackground(width, height, seed) +
      text(width * 0.05, height * 0.9, word, height * 0.3, C.white, { opacity: 0.07, weight: 900, spacing: 8 }) +
      illustration,
  )
}

function coverPicture(width: number, height: number, seed: number, label: string, illustration: string): string {
  return svgDocument(
    width,
    height,
    abstractBackground(width, height, seed) +
      illustration +
      rrect(48, 44, label.length * 17 + 40, 44, 22, C.orange) +
      text(68, 74, label, 22, C.white, { weight: 700, spacing: 3 }),
  )
}

function menuPicture(width: number, height: number, seed: number, illustration: string): string {
  return svgDocument(width, height, abstractBackground(width, height, seed) + illustration)
}

const iconPaths: Record<string, (stroke: string) => string> = {
  tablet: (s) =>
    rrect(16, 24, 64, 48, 8, 'none', `stroke="${s}" stroke-width="5"`) +
    rect(26, 33, 44, 30, s, 'fill-opacity="0.25"') +
    circle(20, 28, 6, s) + circle(76, 28, 6, s) + circle(20, 68, 6, s) + circle(76, 68, 6, s),
  box: (s) =>
    path('M14 40 L24 22 L82 22 L82 40 Z', 'none', `stroke="${s}" stroke-width="5" stroke-linejoin="round"`) +
    rrect(14, 40, 68, 34, 5, 'none', `stroke="${s}" stroke-width="5"`) +
    rect(22, 50, 10, 12, s) + rect(38, 50, 10, 12, s) + circle(62, 56, 6, s) + circle(74, 56, 3, s),
  control: (s) =>
    rrect(18, 14, 60, 68, 8, 'none', `stroke="${s}" stroke-width="5"`) +
    rect(27, 24, 24, 12, s, 'fill-opacity="0.5"') + circle(64, 30, 7, s) +
    [0, 1, 2].map((i) => rrect(27 + i * 15, 48, 11, 9, 2, s) + rrect(27 + i * 15, 62, 11, 9, 2, s)).join(''),
  display: (s) =>
    rrect(12, 16, 72, 48, 6, 'none', `stroke="${s}" stroke-width="5"`) +
    rect(20, 24, 56, 32, s, 'fill-opacity="0.25"') + rect(44, 64, 8, 12, s) + rrect(30, 76, 36, 6, 3, s),
  surround: (s) =>
    path(wedge(48, 48, 40, 0, 40) + wedge(48, 48, 40, 180, 40), s, 'fill-opacity="0.25"') +
    rrect(30, 36, 36, 24, 7, 'none', `stroke="${s}" stroke-width="5"`) +
    circle(66, 48, 4, s) + circle(30, 48, 4, s) + circle(48, 36, 4, s) + circle(48, 60, 4, s),
  eye: (s) =>
    path('M10 48 Q48 10 86 48 Q48 86 10 48 Z', 'none', `stroke="${s}" stroke-width="5" stroke-linejoin="round"`) +
    circle(48, 48, 12, s) + circle(48, 48, 4, C.white) +
    path('M14 18 L14 10 L22 10 M74 10 L82 10 L82 18 M14 78 L14 86 L22 86 M74 86 L82 86 L82 78', 'none', `stroke="${s}" stroke-width="4"`),
  tractor: (s) =>
    path('M22 60 L24 26 L50 26 L54 48 L80 48 L80 62', 'none', `stroke="${s}" stroke-width="5" stroke-linejoin="round"`) +
    circle(32, 64, 14, 'none', `stroke="${s}" stroke-width="5"`) + circle(72, 70, 8, 'none', `stroke="${s}" stroke-width="5"`) +
    rect(30, 32, 14, 10, s, 'fill-opacity="0.5"'),
  plug: (s) =>
    rrect(30, 34, 36, 28, 6, 'none', `stroke="${s}" stroke-width="5"`) +
    rect(38, 18, 6, 16, s) + rect(52, 18, 6, 16, s) +
    path('M48 62 L48 72 Q48 84 36 84 L20 84', 'none', `stroke="${s}" stroke-width="5" stroke-linecap="round"`),
}

export type CategoryIconName = keyof typeof iconPaths

function categoryIcon(name: string, colour: string): string {
  const draw = iconPaths[name]
  if (!draw) throw new Error(`Unknown icon ${name}`)
  return svgDocument(96, 96, draw(colour))
}

function socialIcon(kind: 'wechat' | 'weibo' | 'linkedin' | 'video'): string {
  const bg = circle(32, 32, 32, C.steel)
  const w = C.white
  const glyph: Record<typeof kind, string> = {
    wechat:
      `<ellipse cx="27" cy="28" rx="15" ry="12" fill="${w}"/>` +
      path('M18 36 L15 44 L25 39 Z', w) +
      `<ellipse cx="40" cy="37" rx="12" ry="10" fill="${C.orange}" stroke="${C.steel}" stroke-width="2"/>` +
      path('M46 44 L49 50 L41 46 Z', C.orange) +
      circle(22, 27, 2.2, C.steel) + circle(32, 27, 2.2, C.steel) + circle(36, 36, 1.8, w) + circle(44, 36, 1.8, w),
    weibo:
      `<ellipse cx="29" cy="38" rx="16" ry="11" fill="${w}"/>` +
      `<ellipse cx="27" cy="39" rx="7" ry="5" fill="${C.steel}"/>` +
      circle(28, 39, 2, w) +
      path('M40 16 Q52 16 52 28', 'none', `stroke="${C.orange}" stroke-width="4" stroke-linecap="round"`) +
      path('M40 22 Q46 22 46 28', 'none', `stroke="${C.orange}" stroke-width="3.5" stroke-linecap="round"`),
    linkedin:
      rrect(14, 14, 36, 36, 6, w) +
      rect(20, 29, 6, 15, C.steel) + circle(23, 22, 3.6, C.steel) +
      path('M30 29 L36 29 L36 32 Q38 28.5 42 28.5 Q46 28.5 46 34 L46 44 L40 44 L40 36 Q40 33.5 38 33.5 Q36 33.5 36 36 L36 44 L30 44 Z', C.steel),
    video: rrect(13, 19, 38, 26, 7, w) + path('M28 25 L40 32 L28 39 Z', C.orange),
  }
  return svgDocument(64, 64, bg + glyph[kind])
}

/** A QR-code-looking picture: a deterministic 25×25 module grid with the three finder squares. */
export function qrModules(seed = 2024, size = 25): boolean[][] {
  const random = seededRandom(seed)
  const grid = Array.from({ length: size }, () => Array.from({ length: size }, () => random() < 0.5))
  const finder = (top: number, left: number) => {
    for (let r = -1; r <= 7; r++) {
      for (let c = -1; c <= 7; c++) {
        const y = top + r
        const x = left + c
        if (y < 0 || x < 0 || y >= size || x >= size) continue
        const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3))
        grid[y]![x] = r >= 0 && r <= 6 && c >= 0 && c <= 6 && ring !== 2
      }
    }
  }
  finder(0, 0)
  finder(0, size - 7)
  finder(size - 7, 0)
  // timing patterns
  for (let i = 8; i < size - 8; i++) {
    grid[6]![i] = i % 2 === 0
    grid[i]![6] = i % 2 === 0
  }
  return grid
}

function qrPicture(): string {
  const modules = qrModules()
  const size = 256
  const cell = 8
  const offset = (size - modules.length * cell) / 2
  const parts = [rect(0, 0, size, size, C.white)]
  let d = ''
  modules.forEach((row, y) =>
    row.forEach((on, x) => {
      if (on) d += `M${offset + x * cell} ${offset + y * cell}h${cell}v${cell}h-${cell}Z`
    }),
  )
  parts.push(path(d, C.navy, 'shape-rendering="crispEdges"'))
  parts.push(rrect(size / 2 - 18, size / 2 - 18, 36, 36, 8, C.white))
  parts.push(rrect(size / 2 - 13, size / 2 - 13, 26, 26, 6, C.orange))
  return svgDocument(size, size, parts.join(''))
}

function logo(): string {
  const mark =
    path('M8 48 L30 8 L74 8 L52 48 Z', C.navy) +
    path('M40 48 L62 8 L80 8 L58 48 Z', C.orange) +
    path('M20 40 L34 16 L52 16', 'none', `stroke="${C.white}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"`)
  return svgDocument(
    320,
    56,
    mark + text(94, 40, 'RUITU', 34, C.navy, { weight: 900, spacing: 4 }) + text(222, 40, 'RUGGED', 14, C.orange, { weight: 700, spacing: 2 }),
  )
}

// ---------------------------------------------------------------------------------------------
// The catalogue

const P = { w: 1200, h: 900 } // product pictures
const B = { w: 1920, h: 720 } // banners and page heroes
const N = { w: 1200, h: 675 } // news and solution covers
const M = { w: 360, h: 166 } // menu navigation pictures (spec §2.5)
const A = { w: 1200, h: 800 } // album photos

function product(name: string, alt: L, draw: () => string): PictureSpec {
  return { name: `product-${name}`, width: P.w, height: P.h, format: 'webp', alt, draw }
}

export const productPictures = {
  tabletFront: product('tablet-front', { zh: '三防平板正面', en: 'Rugged tablet, front view', ru: 'Защищённый планшет, вид спереди' }, () =>
    productPicture(P.w, P.h, tablet(260, 200, 680, 470, { seed: 12 })),
  ),
  tabletHandle: product('tablet-handle', { zh: '带手带与扫描头的三防平板', en: 'Rugged tablet with hand strap and scanner', ru: 'Защищённый планшет с ремнём для руки и сканером' }, () =>
    productPicture(P.w, P.h, tablet(330, 150, 520, 600, { handle: true, seed: 14 }), 700),
  ),
  vehicleComputer: product('vehicle-computer', { zh: '车载电脑及其接口', en: 'In-vehicle computer and its connectors', ru: 'Бортовой компьютер и его разъёмы' }, () =>
    productPicture(P.w, P.h, vehicleComputer(190, 230, 820, 300)),
  ),
  controlBox: product('control-box', { zh: '车载控制盒', en: 'Vehicle control box', ru: 'Бортовой блок управления' }, () =>
    productPicture(P.w, P.h, controlBox(380, 170, 440, 560), 640),
  ),
  displayTerminal: product('display-terminal', { zh: '车载显示终端', en: 'Vehicle display terminal', ru: 'Бортовой дисплейный терминал' }, () =>
    productPicture(P.w, P.h, displayTerminal(280, 130, 640, 440)),
  ),
  surroundView: product('surround-view', { zh: '360° 全景环视示意', en: '360° surround view around a vehicle', ru: 'Схема кругового обзора 360° вокруг машины' }, () =>
    productPicture(P.w, P.h, surroundView(600, 430, 680)),
  ),
  driverMonitoring: product('driver-monitoring', { zh: '驾驶员状态监测示意', en: 'Driver monitoring camera watching the driver', ru: 'Схема мониторинга водителя: камера следит за водителем' }, () =>
    productPicture(P.w, P.h, driverMonitoring(120, 120, 960, 660)),
  ),
  isobusTractor: product('isobus-tractor', { zh: '装有 ISOBUS 终端的拖拉机', en: 'Tractor with an ISOBUS terminal', ru: 'Трактор с терминалом ISOBUS' }, () =>
    productPicture(P.w, P.h, tractor(300, 230, 700, 520), 700),
  ),
  mountDock: product('mount-dock', { zh: '车载支架与底座', en: 'Vehicle dock and mount', ru: 'Автомобильная док-станция и крепление' }, () =>
    productPicture(P.w, P.h, mountDock(380, 120, 440, 440)),
  ),
} satisfies Record<string, PictureSpec>

export const bannerPictures = {
  rugged: {
    name: 'banner-rugged',
    width: B.w,
    height: B.h,
    format: 'webp',
    alt: { zh: '三防平板与车载电脑横幅', en: 'Banner: rugged tablets and in-vehicle computers', ru: 'Баннер: защищённые планшеты и бортовые компьютеры' },
    draw: () => bannerPicture(B.w, B.h, 101, 'RUGGED', tablet(1080, 150, 560, 390, { seed: 2 }) + vehicleComputer(1300, 430, 420, 150)),
  },
  surround: {
    name: 'banner-surround',
    width: B.w,
    height: B.h,
    format: 'webp',
    alt: { zh: '360° 全景环视横幅', en: 'Banner: 360° surround view', ru: 'Баннер: круговой обзор 360°' },
    draw: () => bannerPicture(B.w, B.h, 102, '360°', surroundView(1400, 360, 620, true)),
  },
  mdm: {
    name: 'banner-mdm',
    width: B.w,
    height: B.h,
    format: 'webp',
    alt: { zh: 'MDM 云平台横幅', en: 'Banner: MDM cloud platform', ru: 'Баннер: облачная платформа MDM' },
    draw: () => bannerPicture(B.w, B.h, 103, 'MDM', cloudNetwork(1400, 300, 760)),
  },
  mdmHero: {
    name: 'hero-mdm',
    width: B.w,
    height: B.h,
    format: 'webp',
    alt: { zh: '云端统一管理各类终端', en: 'Managing every device from the cloud', ru: 'Управление всеми устройствами из облака' },
    draw: () => bannerPicture(B.w, B.h, 104, 'CLOUD', cloudNetwork(1350, 310, 820)),
  },
  companyHero: {
    name: 'hero-company',
    width: B.w,
    height: B.h,
    format: 'webp',
    alt: { zh: '锐途智能园区', en: 'The RuiTu campus', ru: 'Кампус RuiTu' },
    draw: () =>
      bannerPicture(
        B.w,
        B.h,
        105,
        'RUITU',
        skyline(900, 250, 1020, 470, 9, C.blue) +
          rect(1180, 300, 420, 420, C.grey) +
          rect(1180, 300, 420, 40, C.orange) +
          Array.from({ length: 12 }, (_, i) => rect(1210 + (i % 4) * 100, 370 + Math.floor(i / 4) * 110, 70, 70, C.mist)).join(''),
      ),
  },
} satisfies Record<string, PictureSpec>

function cover(name: string, label: string, alt: L, seed: number, body: () => string): PictureSpec {
  return { name, width: N.w, height: N.h, format: 'webp', alt, draw: () => coverPicture(N.w, N.h, seed, label, body()) }
}

export const newsCovers = {
  expo: cover('news-expo', 'EXPO', { zh: '展会展台', en: 'Exhibition booth', ru: 'Выставочный стенд' }, 201, () => booth(420, 150, 700, 470) + people([360, 520, 1000, 1120], 675, 2.2, 1)),
  launch: cover('news-launch', 'LAUNCH', { zh: '新品发布', en: 'Product launch', ru: 'Презентация нового продукта' }, 202, () =>
    path('M700 0 L560 600 L1040 600 L900 0 Z', C.amber, 'fill-opacity="0.12"') + tablet(560, 230, 480, 330, { seed: 61 }) + rect(480, 600, 640, 30, C.ink),
  ),
  partner: cover('news-partner', 'PARTNER', { zh: '合作签约', en: 'Partnership', ru: 'Партнёрство' }, 203, () =>
    circle(560, 360, 130, C.steel, `stroke="${C.mist}" stroke-width="6"`) +
      circle(900, 360, 130, C.steel, `stroke="${C.orange}" stroke-width="6"`) +
      line(690, 360, 770, 360, C.orange, 14, 'stroke-linecap="round"') +
      vehicleComputer(480, 320, 160, 60) +
      cloudNetwork(900, 350, 300),
  ),
  award: cover('news-award', 'AWARD', { zh: '荣誉奖项', en: 'Award', ru: 'Награда' }, 204, () => trophy(820, 340, 2.4) + circle(820, 300, 260, 'none', `stroke="${C.amber}" stroke-width="4" stroke-dasharray="4 16"`)),
  factory: cover('news-factory', 'FACTORY', { zh: '生产线', en: 'Production line', ru: 'Производственная линия' }, 205, () => conveyor(360, 520, 800) + robotArm(560, 520, 1.4) + robotArm(900, 520, 1.2)),
  field: cover('news-field', 'FIELD', { zh: '田间作业', en: 'In the field', ru: 'Работа в поле' }, 206, () =>
    fieldRows(N.w, N.h, 470) + tractor(560, 240, 420, 300),
  ),
} satisfies Record<string, PictureSpec>

export const solutionCovers = {
  mining: cover('solution-mining', 'MINING', { zh: '矿用卡车', en: 'Mining haul truck', ru: 'Карьерный самосвал' }, 301, () =>
    hills(N.w, 470, C.blue, 3) + miningTruck(380, 260, 700, 300) + rect(0, 560, N.w, 115, C.ink),
  ),
  port: cover('solution-port', 'PORT', { zh: '港口集装箱作业', en: 'Container terminal', ru: 'Контейнерный терминал' }, 302, () =>
    containers(120, 600, 7, 3, 150, 64, 5) + gantryCrane(560, 140, 520, 470) + rect(0, 600, N.w, 75, C.ink),
  ),
  agriculture: cover('solution-agriculture', 'AGRI', { zh: '精准农业', en: 'Precision agriculture', ru: 'Точное земледелие' }, 303, () =>
    fieldRows(N.w, N.h, 470) + tractor(520, 220, 460, 320),
  ),
  transit: cover('solution-transit', 'TRANSIT', { zh: '城市公交', en: 'City bus', ru: 'Городской автобус' }, 304, () =>
    skyline(0, 160, N.w, 400, 8) + bus(300, 380, 760, 220) + rect(0, 590, N.w, 85, C.ink),
  ),
  fleet: cover('solution-fleet', 'FLEET', { zh: '车队设备管理', en: 'Fleet device management', ru: 'Управление парком устройств' }, 305, () => cloudNetwork(740, 260, 640)),
  emergency: cover('solution-emergency', 'RESCUE', { zh: '应急救援车辆', en: 'Emergency vehicle', ru: 'Автомобиль экстренных служб' }, 306, () =>
    skyline(0, 200, N.w, 360, 12) + emergencyVehicle(380, 330, 640, 260) + rect(0, 590, N.w, 85, C.ink),
  ),
} satisfies Record<string, PictureSpec>

function menu(name: string, alt: L, seed: number, body: () => string): PictureSpec {
  return { name, width: M.w, height: M.h, format: 'webp', alt, draw: () => menuPicture(M.w, M.h, seed, body()) }
}

export const menuPictures = {
  solution: menu('menu-solutions', { zh: '解决方案导航图', en: 'Solutions menu picture', ru: 'Иллюстрация к меню «Решения»' }, 401, () =>
    surroundView(262, 83, 128, true),
  ),
  news: menu('menu-news', { zh: '新闻动态导航图', en: 'News menu picture', ru: 'Иллюстрация к меню «Новости»' }, 402, () =>
    rrect(180, 30, 140, 106, 8, C.grey) +
      rect(194, 44, 112, 16, C.orange) +
      [0, 1, 2, 3].map((i) => rect(194, 70 + i * 14, i === 3 ? 70 : 112, 7, C.mist)).join(''),
  ),
  aboutUs: menu('menu-about', { zh: '关于我们导航图', en: 'About us menu picture', ru: 'Иллюстрация к меню «О компании»' }, 403, () =>
    skyline(170, 40, 170, 126, 4, C.blue) + people([210, 250, 290], 166, 0.9, 7),
  ),
} satisfies Record<string, PictureSpec>

export const categoryIconNames = Object.keys(iconPaths) as CategoryIconName[]

export function categoryIconPictures(icon: CategoryIconName, label: L): [PictureSpec, PictureSpec] {
  return [
    {
      name: `icon-${icon}`,
      width: 96,
      height: 96,
      format: 'png',
      alt: l(`${label.zh}图标`, `${label.en} icon`, label.ru === undefined ? undefined : `Значок «${label.ru}»`),
      draw: () => categoryIcon(icon, C.steel),
    },
    {
      name: `icon-${icon}-selected`,
      width: 96,
      height: 96,
      format: 'png',
      alt: l(`${label.zh}图标（选中）`, `${label.en} icon (selected)`, label.ru === undefined ? undefined : `Значок «${label.ru}» (выбран)`),
      draw: () => categoryIcon(icon, C.orange),
    },
  ]
}

export const socialPictures = {
  wechat: { name: 'social-wechat', width: 64, height: 64, format: 'png', alt: { zh: '微信', en: 'WeChat', ru: 'WeChat' }, draw: () => socialIcon('wechat') },
  weibo: { name: 'social-weibo', width: 64, height: 64, format: 'png', alt: { zh: '微博', en: 'Weibo', ru: 'Weibo' }, draw: () => socialIcon('weibo') },
  linkedin: { name: 'social-linkedin', width: 64, height: 64, format: 'png', alt: { zh: '领英', en: 'LinkedIn', ru: 'LinkedIn' }, draw: () => socialIcon('linkedin') },
  video: { name: 'social-video', width: 64, height: 64, format: 'png', alt: { zh: '视频号', en: 'Video channel', ru: 'Видеоканал' }, draw: () => socialIcon('video') },
  qr: { name: 'wechat-qr', width: 256, height: 256, format: 'png', alt: { zh: '微信公众号二维码', en: 'WeChat official account QR code', ru: 'QR-код официального аккаунта WeChat' }, draw: qrPicture },
  logo: { name: 'logo', width: 320, height: 56, format: 'png', alt: { zh: '锐途智能标志', en: 'RuiTu logo', ru: 'Логотип RuiTu' }, draw: logo },
} satisfies Record<string, PictureSpec>

function album(name: string, alt: L, draw: () => string): PictureSpec {
  return { name: `album-${name}`, width: A.w, height: A.h, format: 'webp', alt, draw }
}

export const albumPictures = {
  team: album('team', { zh: '团队合影', en: 'Team photo', ru: 'Общее фото команды' }, () =>
    svgDocument(
      A.w,
      A.h,
      abstractBackground(A.w, A.h, 501) +
        rect(0, 620, A.w, 180, C.ink) +
        people([200, 320, 440, 560, 680, 800, 920, 1040], 640, 2.4, 3) +
        people([260, 380, 500, 620, 740, 860, 980], 760, 2.6, 4),
    ),
  ),
  office: album('office', { zh: '研发办公区', en: 'R&D office', ru: 'Офис R&D-центра' }, () => svgDocument(A.w, A.h, officeInterior(A.w, A.h))),
  expo: album('expo', { zh: '展会现场', en: 'At the exhibition', ru: 'На выставке' }, () =>
    svgDocument(A.w, A.h, abstractBackground(A.w, A.h, 503) + booth(240, 160, 720, 560) + people([150, 300, 900, 1060], 800, 2.6, 9)),
  ),
  factory: album('factory', { zh: '生产测试线', en: 'Production and test line', ru: 'Линия производства и испытаний' }, () =>
    svgDocument(A.w, A.h, rect(0, 0, A.w, A.h, C.grey) + rect(0, 600, A.w, 200, C.line) + conveyor(150, 600, 900) + robotArm(400, 600, 1.6) + robotArm(850, 600, 1.4) + people([1100], 800, 2.4, 11)),
  ),
  fieldTest: album('field-test', { zh: '矿区实地测试', en: 'Field test at a mine', ru: 'Полевые испытания на карьере' }, () =>
    svgDocument(A.w, A.h, rect(0, 0, A.w, A.h, C.navy) + circle(980, 160, 70, C.amber) + hills(A.w, 520, C.steel, 21) + miningTruck(260, 330, 700, 300) + rect(0, 700, A.w, 100, C.ink)),
  ),
  training: album('training', { zh: '客户技术培训', en: 'Customer training session', ru: 'Техническое обучение для клиентов' }, () =>
    svgDocument(
      A.w,
      A.h,
      rect(0, 0, A.w, A.h, C.grey) +
        rrect(300, 80, 600, 340, 12, C.navy) +
        screenUi(320, 100, 560, 300, 77) +
        people([200, 330, 460, 740, 870, 1000], 780, 2.5, 13),
    ),
  ),
} satisfies Record<string, PictureSpec>

// ---------------------------------------------------------------------------------------------
// Rendering

export async function renderPicture(spec: PictureSpec): Promise<RenderedPicture> {
  const image = sharp(Buffer.from(spec.draw()))
  const data = spec.format === 'png' ? await image.png({ compressionLevel: 9 }).toBuffer() : await image.webp({ quality: 82 }).toBuffer()
  return {
    name: spec.name,
    filename: `${spec.name}.${spec.format}`,
    mimetype: spec.format === 'png' ? 'image/png' : 'image/webp',
    width: spec.width,
    height: spec.height,
    data,
    alt: spec.alt,
  }
}

/** Renders many pictures, a few at a time (sharp already uses a thread pool per image). */
export async function renderPictures(specs: readonly PictureSpec[], concurrency = 4): Promise<RenderedPicture[]> {
  const results: RenderedPicture[] = new Array(specs.length)
  let next = 0
  const worker = async () => {
    while (next < specs.length) {
      const index = next++
      results[index] = await renderPicture(specs[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, specs.length) }, worker))
  return results
}

/** Every drawing in the catalogue (used by the preview script and by tests). */
export function allPictureSpecs(): PictureSpec[] {
  return [
    ...Object.values(productPictures),
    ...Object.values(bannerPictures),
    ...Object.values(newsCovers),
    ...Object.values(solutionCovers),
    ...Object.values(menuPictures),
    ...categoryIconNames.flatMap((icon) => categoryIconPictures(icon, { zh: icon, en: icon, ru: icon })),
    ...Object.values(socialPictures),
    ...Object.values(albumPictures),
  ]
}
