import { describe, expect, it } from 'vitest'

import { deviceOf, isCrawler } from '@rugged/front-door'

import { deviceRedirect as redirectVisitor } from '@/rules/device'
import { eventInternalPath, isEventSiteFolderPath } from '@/rules/eventRoutes'
import { paths } from '@/rules/paths'
import { isTwinRoute, mobileHref, mobilePaths, twinPath, twinRoutes } from '@/rules/routes'

/** The redirect for a browser with this user agent, as the front door sees it. */
const deviceRedirect = (path: string, agent: string | null | undefined) => redirectVisitor(path, { device: deviceOf(agent), crawler: isCrawler(agent) })

const agents = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPhoneWeChat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.42(0x18002a2f) NetType/WIFI Language/zh_CN',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  cubotPhone:
    'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  iPadOldSafari:
    'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  iPadOSSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  desktopFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googlebotDesktop: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  baiduspiderMobile:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 9_1 like Mac OS X) AppleWebKit/601.1.46 (KHTML, like Gecko) Version/9.0 Mobile/13B143 Safari/601.1 (compatible; Baiduspider-render/2.0; +http://www.baidu.com/search/spider.html)',
} as const

describe('§2.2 the twin table', () => {
  it('pairs every route the spec lists, and nothing twice', () => {
    const mobile = twinRoutes.map((route) => route.mobile)
    expect(new Set(mobile).size).toBe(mobile.length)
    expect(new Set(twinRoutes.map((route) => route.desktop)).size).toBe(twinRoutes.length)
    for (const listed of [
      '/m.index',
      '/m.introductory',
      '/m.legal-notice',
      '/m.mdm',
      '/m.mdm-price',
      '/m.news-trend',
      '/m.news-detail/{id}',
      '/m.news-list/{id}',
      '/m.news-list/{id}/{page}',
      '/m.product-list',
      '/m.product-detail/{id}',
      '/m.recruitment-information',
      '/m.site-map',
      '/m.solution-list',
      '/m.solution-detail/{id}',
    ]) {
      expect(mobile).toContain(listed)
    }
  })

  it('maps desktop to mobile keeping ids, page numbers, query and language', () => {
    expect(twinPath('/', 'mobile')).toBe('/m.index')
    expect(twinPath('/en', 'mobile')).toBe('/en/m.index')
    expect(twinPath('/mdm', 'mobile')).toBe('/m.mdm')
    expect(twinPath('/en/mdm', 'mobile')).toBe('/en/m.mdm')
    expect(twinPath('/news-list/3/2?utm=a&b=1', 'mobile')).toBe('/m.news-list/3/2?utm=a&b=1')
    expect(twinPath('/en/news-list/all/4', 'mobile')).toBe('/en/m.news-list/all/4')
    expect(twinPath('/product-list?i=2', 'mobile')).toBe('/m.product-list?i=2')
    expect(twinPath('/product-detail/rt-t10', 'mobile')).toBe('/m.product-detail/rt-t10')
    expect(twinPath('/solution-detail/5', 'mobile')).toBe('/m.solution-detail/5')
    expect(twinPath('/news-detail/9', 'mobile')).toBe('/m.news-detail/9')
  })

  it('maps mobile to desktop the same way, /m.index to /', () => {
    expect(twinPath('/m.index', 'desktop')).toBe('/')
    expect(twinPath('/en/m.index', 'desktop')).toBe('/en')
    expect(twinPath('/en/m.mdm-price?from=ad', 'desktop')).toBe('/en/mdm-price?from=ad')
    expect(twinPath('/m.news-list/7', 'desktop')).toBe('/news-list/7')
    expect(twinPath('/m.recruitment-information', 'desktop')).toBe('/recruitment-information')
  })

  it('leaves routes without a twin, and the other device’s routes, alone', () => {
    expect(twinPath('/album-list', 'mobile')).toBeNull()
    expect(twinPath('/cpdc-2024', 'mobile')).toBeNull()
    expect(twinPath('/admin', 'mobile')).toBeNull()
    expect(twinPath('/m.mdm', 'mobile')).toBeNull()
    expect(twinPath('/mdm', 'desktop')).toBeNull()
    expect(twinPath('/news-detail/9/extra', 'mobile')).toBeNull()
    expect(twinPath('/mdm-x', 'mobile')).toBeNull()
    expect(twinPath('/en/cpdc2024', 'mobile')).toBeNull()
    expect(twinPath('/english/mdm', 'mobile')).toBeNull()
    expect(isTwinRoute('/m.site-map')).toBe(true)
    expect(isTwinRoute('/site-map')).toBe(true)
    expect(isTwinRoute('/album-list')).toBe(false)
  })

  it('pairs the event microsites and their sign-in pages by the shape of the address', () => {
    expect(twinPath('/cpdc2024', 'mobile')).toBe('/m.cpdc2024')
    expect(twinPath('/cpdc2024-en?ref=mail', 'mobile')).toBe('/m.cpdc2024-en?ref=mail')
    expect(twinPath('/m.cpdc2024-en', 'desktop')).toBe('/cpdc2024-en')
    expect(twinPath('/cpdc2024/sign-in', 'mobile')).toBe('/m.sign-in/cpdc2024')
    expect(twinPath('/m.sign-in/cpdc2024-en', 'desktop')).toBe('/cpdc2024-en/sign-in')
    expect(twinPath('/m.guideline', 'desktop')).toBeNull()
    expect(deviceRedirect('/cpdc2024', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe('/m.cpdc2024')
  })

  it('builds mobile links from the desktop builders', () => {
    expect(mobilePaths.home()).toBe('/m.index')
    expect(mobilePaths.productList(3)).toBe('/m.product-list?i=3')
    expect(mobilePaths.productDetail('rt t10')).toBe('/m.product-detail/rt%20t10')
    expect(mobilePaths.newsList(null, 2)).toBe('/m.news-list/all/2')
    expect(mobilePaths.newsDetail(4)).toBe('/m.news-detail/4')
    expect(mobilePaths.recruitment()).toBe('/m.recruitment-information')
    expect(mobilePaths.albumList()).toBe(paths.albumList())
    expect(mobilePaths.conference()).toBe(paths.conference())
  })
})

describe('§2.3 the user-agent rule', () => {
  it('sends phones to the mobile site', () => {
    for (const agent of [agents.iPhoneSafari, agents.iPhoneWeChat, agents.androidChrome, agents.androidFirefox, agents.cubotPhone, agents.iPadOldSafari]) {
      expect(deviceOf(agent)).toBe('mobile')
    }
  })

  it('keeps desktops and tablets without a Mobile token on the desktop site', () => {
    for (const agent of [agents.desktopChrome, agents.desktopFirefox, agents.iPadOSSafari, agents.androidTablet, '', null, undefined]) {
      expect(deviceOf(agent)).toBe('desktop')
    }
  })

  it('recognises crawlers, not phones that happen to contain "bot"', () => {
    for (const agent of [agents.googlebotSmartphone, agents.googlebotDesktop, agents.bingbot, agents.baiduspiderMobile]) {
      expect(isCrawler(agent)).toBe(true)
    }
    expect(isCrawler(agents.cubotPhone)).toBe(false)
    expect(isCrawler(agents.iPhoneSafari)).toBe(false)
    expect(isCrawler(agents.desktopChrome)).toBe(false)
  })

  it('redirects a phone from a desktop route and a desktop browser from a mobile route', () => {
    expect(deviceRedirect('/', agents.iPhoneSafari)).toBe('/m.index')
    expect(deviceRedirect('/en/mdm?x=1', agents.androidChrome)).toBe('/en/m.mdm?x=1')
    expect(deviceRedirect('/m.index', agents.desktopChrome)).toBe('/')
    expect(deviceRedirect('/en/m.product-detail/rt-t10', agents.desktopFirefox)).toBe('/en/product-detail/rt-t10')
  })

  it('lets each browser stay where it belongs, so nothing loops', () => {
    expect(deviceRedirect('/m.index', agents.iPhoneSafari)).toBeNull()
    expect(deviceRedirect('/', agents.desktopChrome)).toBeNull()
    expect(deviceRedirect('/album-list', agents.iPhoneSafari)).toBeNull()
    for (const agent of Object.values(agents)) {
      const first = deviceRedirect('/news-list/3', agent)
      if (first) expect(deviceRedirect(first, agent)).toBeNull()
    }
  })

  it('never redirects crawlers, whatever they ask for', () => {
    expect(deviceRedirect('/', agents.googlebotSmartphone)).toBeNull()
    expect(deviceRedirect('/m.index', agents.googlebotDesktop)).toBeNull()
    expect(deviceRedirect('/m.mdm', agents.bingbot)).toBeNull()
    expect(deviceRedirect('/mdm', agents.baiduspiderMobile)).toBeNull()
  })
})

describe('links on mobile pages', () => {
  it('turn desktop routes into their twins and leave the rest', () => {
    expect(mobileHref('/introductory#contact')).toBe('/m.introductory#contact')
    expect(mobileHref('/news-list/2?x=1#top')).toBe('/m.news-list/2?x=1#top')
    expect(mobileHref('https://example.com/mdm')).toBe('https://example.com/mdm')
    expect(mobileHref('/cpdc-2024')).toBe('/cpdc-2024')
    expect(mobileHref('/m.mdm')).toBe('/m.mdm')
  })
})

describe('microsite addresses served from the event-site folder', () => {
  it('rewrites token-shaped segments only', () => {
    expect(eventInternalPath('/cpdc2024')).toBe('/zh/event-site/cpdc2024')
    expect(eventInternalPath('/cpdc2024-en/sign-in')).toBe('/zh/event-site/cpdc2024-en/sign-in')
    expect(eventInternalPath('/m.cpdc2024')).toBe('/zh/event-site/m.cpdc2024')
    expect(eventInternalPath('/en/cpdc2024')).toBe('/en/event-site/cpdc2024')
    for (const path of ['/no-such-page', '/mdm', '/introductory', '/m.index', '/m.guideline', '/invitation2025', '/cpdc-2024', '/a/b', '/m.sign-in', '/zh/cpdc2024']) {
      expect(eventInternalPath(path), path).toBeNull()
    }
  })

  it('does not serve the folder under its own name', () => {
    expect(isEventSiteFolderPath('/event-site/cpdc2024')).toBe(true)
    expect(isEventSiteFolderPath('/en/event-site')).toBe(true)
    expect(isEventSiteFolderPath('/event-sites')).toBe(false)
  })
})
