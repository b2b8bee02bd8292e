/**
 * Personal codes and what is shown of a person (issue 11 item 2; docs/events.md "Codes" and
 * "Privacy"): codes are 60 random bits, a typed one must be as strong, seeded ones are stable
 * but not derived from names; masked names, phones and e-mail addresses.
 */
import { randomInt } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { seedCode } from '../../src/cms/seed/content/seedCodes'
import { codeAlphabet, codeLength, codePattern, codeProblem, codeProblemMessages, isStrongCode, makeCode } from '../../src/rules/personalCodes'
import { maskEmail, maskName, maskPhone, maskSalutation } from '../../src/rules/privacy'

describe('personal codes', () => {
  it('have at least 60 bits: 12 characters of a 32-symbol alphabet without 0/O and 1/I', () => {
    expect(codeAlphabet).toHaveLength(32)
    expect(new Set(codeAlphabet).size).toBe(32)
    expect(codeLength * Math.log2(codeAlphabet.length)).toBeGreaterThanOrEqual(60)
    for (const char of '0O1I') expect(codeAlphabet).not.toContain(char)
  })

  it('are drawn uniformly and always pass the strength check', () => {
    const counts = new Map<string, number>()
    for (let i = 0; i < 2000; i++) {
      const code = makeCode(randomInt)
      expect(isStrongCode(code), code).toBe(true)
      for (const char of code) counts.set(char, (counts.get(char) ?? 0) + 1)
    }
    // 24 000 characters over 32 symbols: 750 each on average; every symbol appears, none dominates.
    expect(counts.size).toBe(32)
    for (const count of counts.values()) expect(count).toBeGreaterThan(500)
  })

  it('draws again when the random source makes a pattern', () => {
    let call = 0
    // First draw: twelve times the first symbol (a run); then a well-mixed sequence.
    const source = () => (call++ < codeLength ? 0 : (call * 7) % 32)
    const code = makeCode(source)
    expect(isStrongCode(code)).toBe(true)
    expect(code).not.toBe('2'.repeat(12))
  })

  it('refuses weak typed codes: too short, foreign characters, runs, steps, repeats, few symbols', () => {
    expect(codeProblem('MEGA7ZHANG')).toBe('tooShort')
    expect(codeProblem('GAXA25CHEN')).toBe('tooShort')
    expect(codeProblem('CPDC24AB')).toBe('tooShort')
    expect(codeProblem('K7QX2MPA9RTDW4HN5YBC8')).toBe('tooLong')
    expect(codeProblem('K7QX2MPA9RT0')).toBe('alphabet')
    expect(codeProblem('K7QX2MPA9RTi')).toBe('alphabet')
    expect(codeProblem('MEGAAA7ZHNQX')).toBe('pattern') // a run of one letter
    expect(codeProblem('K7QXABCDM9RT')).toBe('pattern') // four steps up the alphabet
    expect(codeProblem('K7Q98765M9RT')).toBe('pattern') // four steps down
    expect(codeProblem('K7QXK7QXK7QX')).toBe('pattern') // a repeated block
    expect(codeProblem('ABABABABABAB')).toBe('pattern')
    expect(codeProblem('AABBAABBCCDD')).toBe('pattern') // few different symbols
    expect(codeProblem('K7QX2MPA9RTD')).toBeNull()
    expect(codeProblem('K7QX2MPA9RTDW4HN')).toBeNull()
  })

  it('explain a refusal in Chinese and English', () => {
    for (const message of Object.values(codeProblemMessages)) {
      expect(message).toMatch(/[\u4e00-\u9fff]/)
      expect(message).toMatch(/ \/ [A-Z][a-z ]+[a-z]/)
    }
  })

  it('are seeded from a fixed key: stable, strong, and not made of the guest’s name', () => {
    const zhang = seedCode('mega1/invitation/1')
    expect(seedCode('mega1/invitation/1')).toBe(zhang)
    expect(zhang).toMatch(codePattern)
    expect(isStrongCode(zhang)).toBe(true)
    expect(zhang).not.toMatch(/ZHANG|MEGA/)
    expect(seedCode('mega1/invitation/2')).not.toBe(zhang)
    const many = Array.from({ length: 300 }, (_, i) => seedCode(`label/${i}`))
    expect(new Set(many).size).toBe(300)
    for (const code of many) expect(isStrongCode(code)).toBe(true)
  })
})

describe('masking (what a forwarded link or a phone number shows)', () => {
  it('masks names in Chinese and Latin script', () => {
    expect(maskName('张海')).toBe('张*')
    expect(maskName('王小明')).toBe('王*明')
    expect(maskName('Oliver Smith')).toBe('Oliver S.')
  })

  it('masks salutations like names: titles and the surname a masked name shows, nothing more (issue 26)', () => {
    expect(maskSalutation('Mr Smith', 'Oliver Smith')).toBe('Mr S.')
    expect(maskSalutation('Dear Dr. Oliver Smith')).toBe('Dear Dr. O. S.')
    expect(maskSalutation('Oliver Smith', 'Oliver Smith')).toBe('O. S.')
    expect(maskSalutation('  Ms  Müller ')).toBe('Ms M.')
    expect(maskSalutation('陈先生', '陈思远')).toBe('陈先生')
    expect(maskSalutation('孙梅女士', '孙梅')).toBe('孙*女士')
    expect(maskSalutation('王女士', '王士')).toBe('王女士')
    expect(maskSalutation('陈思远', '陈思远')).toBe('陈**')
    expect(maskSalutation('思远兄', '陈思远')).toBe('**兄')
  })

  it('keeps the first three and last four characters of a phone number', () => {
    expect(maskPhone('13812341234')).toBe('138****1234')
    expect(maskPhone('+4915112345678')).toBe('+49*******5678')
    expect(maskPhone('+61412345678')).toBe('+61*****5678')
    expect(maskPhone('1234567')).toBe('*****67')
    expect(maskPhone('')).toBe('')
  })

  it('keeps the first character of the mailbox and the domain of an e-mail address, not its length', () => {
    expect(maskEmail('zhanghai@harbor.example')).toBe('z***@harbor.example')
    expect(maskEmail('z@example.com')).toBe('z***@example.com')
    expect(maskEmail('oliver.smith@southerncross.example')).toBe('o***@southerncross.example')
    expect(maskEmail('not-an-address')).toBe('***')
    expect(maskEmail('')).toBe('')
  })
})
