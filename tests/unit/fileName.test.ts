import { describe, expect, it } from 'vitest'

import { isPossibleFileName } from '../../src/rules/fileName'

describe('isPossibleFileName', () => {
  it.each(['banner.png', 'RT-C5-datasheet.pdf', 'album-expo-400x267.webp', '展会.png', 'a b.png'])('accepts %s', (name) => {
    expect(isPossibleFileName(name)).toBe(true)
  })

  it.each(['', 'nope\u0000.png', 'a\nb.png', 'x\u007f.png', '../package.json', 'a/b.png', 'a\\b.png'])('refuses %j', (name) => {
    expect(isPossibleFileName(name)).toBe(false)
  })
})
