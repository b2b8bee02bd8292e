import { gzipSync } from 'node:zlib'

/**
 * A tiny .tar.gz writer for the seeded drivers, firmware and SDKs: ustar headers, regular files
 * only, a fixed time, so the same content always gives the same bytes (and SHA-256).
 */
export interface ArchiveFile {
  name: string
  content: string | Buffer
}

const block = 512
const fixedTime = Math.floor(Date.UTC(2026, 0, 1) / 1000)

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0'
}

function header(name: string, size: number): Buffer {
  const buffer = Buffer.alloc(block)
  buffer.write(name, 0, 100, 'utf8')
  buffer.write(octal(0o644, 8), 100, 'ascii')
  buffer.write(octal(0, 8), 108, 'ascii')
  buffer.write(octal(0, 8), 116, 'ascii')
  buffer.write(octal(size, 12), 124, 'ascii')
  buffer.write(octal(fixedTime, 12), 136, 'ascii')
  buffer.write('        ', 148, 'ascii')
  buffer.write('0', 156, 'ascii')
  buffer.write('ustar\u000000', 257, 'ascii')
  let sum = 0
  for (const byte of buffer) sum += byte
  buffer.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii')
  return buffer
}

export function tarGz(files: readonly ArchiveFile[]): Buffer {
  const parts: Buffer[] = []
  for (const file of files) {
    const content = typeof file.content === 'string' ? Buffer.from(file.content, 'utf8') : file.content
    parts.push(header(file.name, content.length), content, Buffer.alloc((block - (content.length % block)) % block))
  }
  parts.push(Buffer.alloc(block * 2))
  return gzipSync(Buffer.concat(parts), { level: 9 })
}
