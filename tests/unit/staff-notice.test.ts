import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { mailFrom, mailRetryDelayMs, mailRetryMaxMs, noticeLanguage, notifyLanguage, notifyRecipients, orphanedAfterMs, pageOfOrigin, pageOfOriginMaxLength, smtpSettings, smtpTimeoutsMs } from '../../src/rules/mailDelivery'
import { enquiryNotice, registrationNotice, staffTime, type EnquiryNoticeInput } from '../../src/rules/staffNotice'

const site = 'https://www.example.cn/'
const enquiry: EnquiryNoticeInput = {
  id: 42,
  createdAt: '2026-11-24T13:05:03.000Z',
  language: 'en',
  form: 'dialog',
  page: '/en/product/r8?x=1',
  name: 'Jane Doe',
  company: 'ACME',
  email: 'jane@acme.com',
  telephone: '+1 555',
  productModel: 'R8-Pro',
  applicationIndustry: 'Mining',
  content: 'Price for 20 units?\nThanks',
}

describe('staff notice of an enquiry', () => {
  it('names the product model in the subject, and every field, the language, page and admin link in the text (Chinese for staff)', () => {
    const mail = enquiryNotice(enquiry, ['a@x.cn', 'b@x.cn'], site, 'zh')
    expect(mail.to).toBe('a@x.cn, b@x.cn')
    expect(mail.subject).toBe('[官网咨询] R8-Pro · Jane Doe')
    for (const line of ['产品型号: R8-Pro', '姓名: Jane Doe', '公司: ACME', '邮箱: jane@acme.com', '电话: +1 555', '应用行业: Mining', '访客语言: 英文', '来源表单: 咨询弹窗']) {
      expect(mail.text).toContain(line)
    }
    expect(mail.text).toContain('咨询内容:\nPrice for 20 units?\nThanks')
    expect(mail.text).toContain('来源页面: https://www.example.cn/en/product/r8?x=1')
    expect(mail.text).toContain('提交时间: 2026-11-24 21:05:03 (UTC+8)')
    expect(mail.text).toContain('在后台查看: https://www.example.cn/admin/collections/enquiries/42')
  })

  it('is written in English when the staff language is English; without a model the subject names the sender only', () => {
    const mail = enquiryNotice({ ...enquiry, productModel: '', name: '', page: '' }, ['a@x.cn'], site, 'en')
    expect(mail.subject).toBe('[Website enquiry] jane@acme.com')
    expect(mail.text).toContain('Visitor language: English')
    expect(mail.text).toContain('Page of origin: (unknown)')
    expect(mail.text).not.toContain('Product model')
    expect(mail.text).toContain('Open in the admin: https://www.example.cn/admin/collections/enquiries/42')
  })

  it('is written in Russian for a Russian enquiry when staff read each in the visitor\'s language (issue 40)', () => {
    const language = noticeLanguage(notifyLanguage({ ENQUIRY_NOTIFY_LANGUAGE: 'visitor' }), 'ru')
    const mail = enquiryNotice({ ...enquiry, language: 'ru' }, ['a@x.cn'], site, language)
    expect(language).toBe('ru')
    expect(mail.subject).toMatch(/R8-Pro · Jane Doe$/)
    expect(mail.text).toMatch(/русский/)
    expect(mail.text).not.toMatch(/\p{Script=Han}/u)
    expect(noticeLanguage(notifyLanguage({}), 'ru')).toBe('zh')
  })

  it('keeps a visitor line break out of the subject header', () => {
    const mail = enquiryNotice({ ...enquiry, productModel: 'R8\r\nBcc: evil@x.com' }, ['a@x.cn'], site, 'zh')
    expect(mail.subject).not.toMatch(/[\r\n]/)
  })
})

describe('issue 29: the staff notice of an enquiry about a partner or an estimate', () => {
  it('names the partner in the subject and the text, and carries the estimate', () => {
    const partner = 'Rhein Mobile Systems GmbH · 分销商 · 德国'
    const estimate = '企业版: 并发用户 40（超出 10，¥2,000），并发设备 1,001，云存储 1,000M，推送券 500；超过 1,000 台设备，请客户经理报价'
    const mail = enquiryNotice({ ...enquiry, productModel: '', partner, estimate }, ['a@x.cn'], site, 'zh')
    expect(mail.subject).toBe(`[官网咨询] 合作伙伴 ${partner} · Jane Doe`)
    expect(mail.text).toContain(`合作伙伴: ${partner}`)
    expect(mail.text).toContain(`MDM 估价: ${estimate}`)
    const english = enquiryNotice({ ...enquiry, partner: 'Polder Fleet Solutions B.V. · System integrator · Netherlands' }, ['a@x.cn'], site, 'en')
    expect(english.subject).toBe('[Website enquiry] Partner Polder Fleet Solutions B.V. · System integrator · Netherlands · R8-Pro · Jane Doe')
    expect(english.text).toContain('Partner: Polder Fleet Solutions B.V. · System integrator · Netherlands')
  })

  it('says nothing of either when the enquiry has none', () => {
    const mail = enquiryNotice(enquiry, ['a@x.cn'], site, 'en')
    expect(mail.text).not.toContain('Partner')
    expect(mail.text).not.toContain('MDM estimate')
  })
})

describe('staff notice of a registration', () => {
  it('names the event and the guest, with answers by label and the admin link', () => {
    const mail = registrationNotice(
      { id: 7, createdAt: '2026-11-24T00:00:00.000Z', language: 'zh', source: 'mobile', eventTitle: '年会', name: '张三', company: '某公司', jobTitle: '工程师', phone: '13900000001', email: 'z@x.cn', answers: [{ label: '方向', answer: 'Android' }] },
      ['a@x.cn'],
      site,
      'zh',
    )
    expect(mail.subject).toBe('[活动报名] 年会 · 张三 · 某公司')
    for (const line of ['活动: 年会', '姓名: 张三', '职位: 工程师', '手机号: 13900000001', '方向: Android', '访客语言: 中文', '报名渠道: 手机微站']) expect(mail.text).toContain(line)
    expect(mail.text).toContain('https://www.example.cn/admin/collections/registrations/7')
  })
})

describe('mail settings', () => {
  it('reads the recipients, the staff language and the sender', () => {
    expect(notifyRecipients({ ENQUIRY_NOTIFY_TO: ' a@x.cn, ,b@x.cn ' })).toEqual(['a@x.cn', 'b@x.cn'])
    expect(notifyRecipients({})).toEqual([])
    expect(notifyLanguage({})).toBe('zh')
    expect(notifyLanguage({ ENQUIRY_NOTIFY_LANGUAGE: 'en' })).toBe('en')
    expect(notifyLanguage({ ENQUIRY_NOTIFY_LANGUAGE: ' visitor ' })).toBe('visitor')
    expect(notifyLanguage({ ENQUIRY_NOTIFY_LANGUAGE: 'fr' })).toBe('zh')
    expect(mailFrom({ MAIL_FROM: '"Rugged 官网" <web@x.cn>' }, 'x.cn')).toEqual({ fromName: 'Rugged 官网', fromAddress: 'web@x.cn' })
    expect(mailFrom({ MAIL_FROM: 'web@x.cn' }, 'x.cn')).toEqual({ fromName: 'Website', fromAddress: 'web@x.cn' })
    expect(mailFrom({}, 'www.x.cn').fromAddress).toBe('noreply@www.x.cn')
  })

  it('uses SMTP only with SMTP_HOST; the port follows SMTP_SECURE unless given; no auth without a user', () => {
    expect(smtpSettings({}, 'x.cn')).toBeNull()
    expect(smtpSettings({ SMTP_HOST: 'mail.x.cn' }, 'x.cn')).toMatchObject({ host: 'mail.x.cn', port: 587, secure: false })
    expect(smtpSettings({ SMTP_HOST: 'mail.x.cn' }, 'x.cn')?.auth).toBeUndefined()
    expect(smtpSettings({ SMTP_HOST: 'mail.x.cn', SMTP_SECURE: 'true', SMTP_USER: 'u', SMTP_PASS: 'p' }, 'x.cn')).toMatchObject({ port: 465, secure: true, auth: { user: 'u', pass: 'p' } })
    expect(smtpSettings({ SMTP_HOST: 'mail.x.cn', SMTP_PORT: '2525' }, 'x.cn')?.port).toBe(2525)
  })

  it('waits 10 s after the first failure, doubling to at most 10 min, for ever', () => {
    expect([1, 2, 3, 4].map(mailRetryDelayMs)).toEqual([10_000, 20_000, 40_000, 80_000])
    expect(mailRetryDelayMs(7)).toBe(mailRetryMaxMs)
    expect(mailRetryDelayMs(10_000)).toBe(mailRetryMaxMs)
  })

  it('hands back a job left processing only well after any delivery attempt ends, and before the outbox alert', () => {
    const longestAttemptMs = Object.values(smtpTimeoutsMs).reduce((sum, ms) => sum + ms, 0)
    expect(orphanedAfterMs).toBeGreaterThanOrEqual(2 * longestAttemptMs)
    const alertSeconds = Number(/SiteOutboxStuck[\s\S]*?expr: .*> (\d+)\n/.exec(readFileSync('deploy/alerts.yml', 'utf8'))?.[1])
    expect(orphanedAfterMs).toBeLessThanOrEqual((alertSeconds * 1000) / 4)
  })
})

describe('page of origin', () => {
  const trusted = ['https://www.example.cn']
  it('keeps the path and query of a same-site page', () => {
    expect(pageOfOrigin('https://www.example.cn/en/product/r8?x=1#top', 'www.example.cn', trusted)).toBe('/en/product/r8?x=1')
    expect(pageOfOrigin('http://10.0.0.5:3000/m/zh', '10.0.0.5:3000', trusted)).toBe('/m/zh')
  })
  it('gives nothing for another site, a missing, garbled, non-web or over-long referer', () => {
    expect(pageOfOrigin('https://evil.com/x', 'www.example.cn', trusted)).toBe('')
    expect(pageOfOrigin(null, 'www.example.cn', trusted)).toBe('')
    expect(pageOfOrigin('not a url', 'www.example.cn', trusted)).toBe('')
    expect(pageOfOrigin('javascript:alert(1)', 'www.example.cn', trusted)).toBe('')
    expect(pageOfOrigin(`https://www.example.cn/${'a'.repeat(pageOfOriginMaxLength)}`, 'www.example.cn', trusted)).toBe('')
  })
  it('formats times in Beijing time', () => {
    expect(staffTime('2026-01-01T16:00:00.000Z')).toBe('2026-01-02 00:00:00 (UTC+8)')
  })
})

describe('e-mail adapter', () => {
  it('is SMTP only with SMTP_HOST; without it Payload keeps its console adapter (the log)', async () => {
    const { emailAdapter } = await import('../../src/cms/mail/adapter')
    expect(emailAdapter({})).toBeUndefined()
    const adapter = await emailAdapter({ SMTP_HOST: '127.0.0.1', SMTP_PORT: '2525', MAIL_FROM: 'Web <web@x.cn>' })
    expect(adapter).toBeTypeOf('function')
    const built = adapter!({ payload: {} as never })
    expect(built).toMatchObject({ name: 'nodemailer', defaultFromAddress: 'web@x.cn', defaultFromName: 'Web' })
  })
})
