/**
 * The globals: site settings, menu settings (§2.5/§3), home page, MDM page, MDM pricing (§9),
 * company profile and legal notice. Each builder takes a resolver from picture name to media id.
 */
import { specEstimateRates } from '../../../rules/mdmEstimate'
import { mdmPricing, type MdmPriceLabel, type MdmSize, type MdmTierId } from '../../../rules/mdmPricing'
import { h2, p, richText, ul } from '../richText'
import { company, l, same, type L } from './common'
import { productCategories } from './products'

export type MediaId = (pictureName: string) => number

const categoryIndex = (slug: string) => {
  const index = productCategories.findIndex((category) => category.slug === slug)
  if (index < 0) throw new Error(`Unknown category ${slug}`)
  return index
}

export function siteSettings(media: MediaId) {
  return {
    companyName: company.name,
    tagline: l('让设备在最严苛的环境中可靠工作', 'Computing that keeps working where it’s tough', 'Надёжная работа в самых суровых условиях'),
    description: l(
      '锐途智能专注三防平板、车载电脑与控制盒，并提供 360° 全景环视、驾驶员监测、ISOBUS 终端与 MDM 云平台等软件方案。',
      'RuiTu makes rugged tablets, in-vehicle computers and control boxes, and offers 360° surround view, driver monitoring, ISOBUS terminals and an MDM cloud platform.',
      'RuiTu выпускает защищённые планшеты, бортовые компьютеры и блоки управления, а также предлагает программные решения: систему кругового обзора 360°, систему мониторинга водителя, терминалы ISOBUS и облачную платформу MDM.',
    ),
    logo: media('logo'),
    contactLines: [
      {
        label: l('地址', 'Address', 'Адрес'),
        value: l('深圳市南山区锐途科技园 3 栋（虚构地址）', 'Building 3, RuiTu Technology Park, Nanshan, Shenzhen (fictional address)', 'Китай, Шэньчжэнь, район Наньшань, технопарк RuiTu, корпус 3 (вымышленный адрес)'),
      },
      { label: l('电话', 'Phone', 'Телефон'), value: same(company.phone) },
      { label: l('邮箱', 'Email', 'Эл. почта'), value: same(company.salesEmail) },
      { label: l('工作时间', 'Hours', 'Часы работы'), value: l('周一至周五 9:00–18:00', 'Monday to Friday, 9:00–18:00 (UTC+8)', 'Пн–пт, 9:00–18:00 (UTC+8)') },
    ],
    socials: [
      // §2.6: the chat app shows a QR code on hover and has no url.
      { name: 'WeChat', icon: media('social-wechat'), qrCode: media('wechat-qr') },
      { name: 'Weibo', icon: media('social-weibo'), url: 'https://weibo.example/ruitu' },
      { name: 'LinkedIn', icon: media('social-linkedin'), url: 'https://linkedin.example/company/ruitu' },
      { name: 'Video', icon: media('social-video'), url: 'https://video.example/@ruitu' },
    ],
    externalSites: { englishUrl: 'https://en.ruitu.example', russianUrl: 'https://ru.ruitu.example' },
    conferenceBanner: { enabled: true, text: l('2024 开发者大会', '2024 Developer Conference', 'Конференция разработчиков 2024'), href: '/cpdc-2024' },
    icp: l('粤ICP备00000000号（演示）', 'ICP filing 00000000 (demo)', 'Регистрационный номер ICP 00000000 (демо)'),
  }
}

export function menuSettings(media: MediaId) {
  return {
    solutionImage: media('menu-solutions'),
    solutionUrl: '/solution-list',
    newsImage: media('menu-news'),
    newsUrl: '/news-trend',
    aboutUsImage: media('menu-about'),
    aboutUsUrl: '/introductory',
  }
}

export function homePage(media: MediaId) {
  return {
    banners: [
      {
        image: media('banner-rugged'),
        title: l('为严苛环境而生', 'Built for the toughest places', 'Создано для самых суровых условий'),
        subtitle: l('三防平板与车载电脑，经得起粉尘、雨水、振动与极端温度', 'Rugged tablets and vehicle computers that shrug off dust, rain, vibration and extreme temperatures', 'Защищённые планшеты и бортовые компьютеры, которым не страшны пыль, дождь, вибрация и экстремальные температуры'),
        link: `/product-list?i=${categoryIndex('rugged-tablets')}`,
      },
      {
        image: media('banner-surround'),
        title: l('360° 看清车辆四周', 'See all around the vehicle', 'Полный обзор вокруг машины'),
        subtitle: l('全景环视与 AI 行人检测，让盲区不再是隐患', 'Surround view with AI pedestrian detection takes the danger out of blind spots', 'Круговой обзор 360° с ИИ-распознаванием пешеходов: слепые зоны больше не угроза'),
        link: `/product-list?i=${categoryIndex('surround-view-systems')}`,
      },
      {
        image: media('banner-mdm'),
        title: l('一个平台，管好每一台设备', 'One platform for every device', 'Одна платформа для всех устройств'),
        subtitle: l('MDM 云平台：远程配置、应用分发、定位与锁定，30 天免费试用', 'The MDM cloud: remote settings, app delivery, location and lock. Free for 30 days', 'Облачная платформа MDM: удалённая настройка, установка приложений, геолокация и блокировка. 30 дней бесплатно'),
        link: '/mdm',
      },
    ],
    sections: [
      {
        key: 'products',
        title: l('产品中心', 'Products', 'Продукция'),
        subtitle: l('坚固可靠的车载与移动计算设备', 'Rugged computing for vehicles and mobile work', 'Надёжные компьютеры для транспорта и работы в полевых условиях'),
        body: l('从 7 英寸手持平板到车载 GPU 计算平台，覆盖物流、矿山、港口、农业与公共交通。', 'From 7-inch handheld tablets to in-vehicle GPU platforms, for logistics, mining, ports, farming and public transport.', 'От 7-дюймовых планшетов до бортовых GPU-платформ — для логистики, горнодобывающей отрасли, портов, сельского хозяйства и общественного транспорта.'),
        image: media('product-tablet-front'),
        link: '/product-list',
      },
      {
        key: 'solutions',
        title: l('解决方案', 'Solutions', 'Решения'),
        subtitle: l('硬件、软件与服务的完整组合', 'Hardware, software and service, working together', 'Оборудование, ПО и сервис в едином комплексе'),
        body: l('我们与客户一起，把设备真正用到业务里。', 'We work with customers to put devices to work where it matters.', 'Вместе с заказчиками мы внедряем технику там, где она действительно приносит результат.'),
        image: media('solution-mining'),
        link: '/solution-list',
      },
      {
        key: 'mdm',
        title: l('MDM 云平台', 'MDM Cloud Platform', 'Облачная платформа MDM'),
        subtitle: l('远程管理成百上千台终端', 'Manage thousands of devices remotely', 'Удалённое управление тысячами устройств'),
        body: l('基础版、标准版、企业版，按需选择。', 'Basic, Standard and Enterprise editions to suit your fleet.', 'Базовая, стандартная и корпоративная редакции — выберите подходящую для вашего парка устройств.'),
        image: media('hero-mdm'),
        link: '/mdm',
      },
      {
        key: 'about',
        title: l('关于锐途', 'About RuiTu', 'О компании'),
        subtitle: l('十年专注坚固计算', 'Ten years of rugged computing', 'Десять лет создаём защищённые компьютеры'),
        body: l('深圳总部、武汉研发中心与苏州工厂，服务 40 多个国家和地区的客户。', 'Headquarters in Shenzhen, R&D in Wuhan and a plant in Suzhou, serving customers in over 40 countries and regions.', 'Штаб-квартира в Шэньчжэне, R&D-центр в Ухане и завод в Сучжоу. Наши заказчики — более чем в 40 странах и регионах.'),
        image: media('hero-company'),
        link: '/introductory',
      },
      {
        key: 'news',
        title: l('新闻动态', 'News', 'Новости'),
        subtitle: l('产品发布、行业观察与展会活动', 'Launches, industry insights and events', 'Новинки, отраслевая аналитика и выставки'),
        image: media('news-expo'),
        link: '/news-trend',
      },
    ],
    tags: [
      { label: l('三防平板', 'Rugged tablets', 'Защищённые планшеты'), link: `/product-list?i=${categoryIndex('rugged-tablets')}` },
      { label: l('车载电脑', 'In-vehicle computers', 'Бортовые компьютеры'), link: `/product-list?i=${categoryIndex('in-vehicle-computers')}` },
      { label: l('控制盒', 'Control boxes', 'Блоки управления'), link: `/product-list?i=${categoryIndex('control-boxes')}` },
      { label: l('360° 环视', '360° surround view', 'Круговой обзор 360°'), link: `/product-list?i=${categoryIndex('surround-view-systems')}` },
      { label: l('驾驶员监测', 'Driver monitoring', 'Мониторинг водителя'), link: `/product-list?i=${categoryIndex('driver-monitoring')}` },
      { label: l('ISOBUS 终端', 'ISOBUS terminals', 'Терминалы ISOBUS'), link: `/product-list?i=${categoryIndex('isobus-terminals')}` },
      { label: l('MDM 云平台', 'MDM platform', 'Платформа MDM'), link: '/mdm' },
      { label: l('MDM 价格', 'MDM pricing', 'Цены на MDM'), link: '/mdm-price' },
    ],
  }
}

export function mdmPage(media: MediaId) {
  return {
    title: l('MDM 移动设备管理平台', 'MDM: Mobile Device Management', 'MDM — управление мобильными устройствами'),
    subtitle: l(
      '在一个云端控制台里管理车载平板、车载电脑与各类终端：远程配置、应用分发、定位与安全管控。',
      'Manage vehicle tablets, computers and terminals from one cloud console: remote settings, app delivery, location and security.',
      'Управляйте бортовыми планшетами, компьютерами и терминалами из единой облачной консоли: удалённая настройка, установка приложений, геолокация и защита данных.',
    ),
    heroImage: media('hero-mdm'),
    features: [
      { title: l('远程配置', 'Remote settings', 'Удалённая настройка'), text: l('Wi-Fi、APN、亮度、音量等系统设置批量下发。', 'Push Wi-Fi, APN, brightness, volume and other settings in bulk.', 'Массовая рассылка настроек Wi-Fi, APN, яркости, громкости и других системных параметров.') },
      { title: l('应用分发', 'App delivery', 'Установка приложений'), text: l('静默安装、升级与卸载应用，支持分批灰度发布。', 'Silently install, update and remove apps, with staged roll-outs.', 'Тихая установка, обновление и удаление приложений с поэтапным развёртыванием.') },
      { title: l('单应用锁定', 'Kiosk mode', 'Режим киоска'), text: l('终端只运行指定业务应用，防止挪作他用。', 'Lock devices to your business app so they are used only for work.', 'Устройство работает только с вашим рабочим приложением и не используется не по назначению.') },
      { title: l('定位与围栏', 'Location and geofences', 'Геолокация и геозоны'), text: l('实时查看设备位置，越界自动告警。', 'See where devices are and get alerts when they leave an area.', 'Местоположение устройств в реальном времени и автоматические оповещения при выходе из геозоны.') },
      { title: l('远程锁定与擦除', 'Remote lock and wipe', 'Удалённая блокировка и очистка'), text: l('设备丢失时一键锁定，必要时清除数据。', 'Lock a lost device at once and wipe it if needed.', 'Потерянное устройство блокируется в один клик, а при необходимости данные с него удаляются.') },
      { title: l('审计与报表', 'Audit and reports', 'Аудит и отчёты'), text: l('每一次操作都有记录，设备健康状况一目了然。', 'Every action is logged, and device health is clear at a glance.', 'Каждое действие фиксируется в журнале, а состояние устройств видно с первого взгляда.') },
    ],
    scenarios: [
      { title: l('物流车队', 'Logistics fleets', 'Логистические автопарки'), text: l('统一管理司机平板，签收应用一键更新。', 'Manage drivers’ tablets and update the delivery app in one step.', 'Единое управление планшетами водителей и обновление приложения для доставки в один клик.'), image: media('solution-fleet') },
      { title: l('港口码头', 'Ports', 'Порты'), text: l('数百台集卡终端集中运维，减少现场维护。', 'Run hundreds of terminal-tractor devices centrally and cut site visits.', 'Централизованное обслуживание сотен терминалов на портовых тягачах — меньше выездов специалистов на площадку.'), image: media('solution-port') },
      { title: l('城市公交', 'City buses', 'Городские автобусы'), text: l('车载主机远程升级，报站与调度应用保持一致。', 'Update on-board units remotely and keep announcement and dispatch apps in step.', 'Удалённое обновление бортовых блоков и одинаковые версии приложений автоинформатора и диспетчеризации на всех машинах.'), image: media('solution-transit') },
    ],
  }
}

// --- §9 MDM pricing ----------------------------------------------------------------------------

const tierName: Record<MdmTierId, L> = {
  basic: l('基础版', 'Basic', 'Базовая'),
  standard: l('标准版', 'Standard', 'Стандартная'),
  enterprise: l('企业版', 'Enterprise', 'Корпоративная'),
}

const periodLabel: Record<MdmPriceLabel, L> = {
  monthly: l('按月', 'Monthly', 'Помесячно'),
  yearly: l('按年', 'Yearly', 'Ежегодно'),
  recommended: l('推荐', 'Recommended', 'Рекомендуем'),
}

const size = (value: MdmSize) => `${value.amount}${value.unit}`
const thousands = (value: number, languageTag: 'en-US' | 'ru-RU') => value.toLocaleString(languageTag)

/** A Russian noun after a number takes one of three forms: 1 устройство, 2 устройства, 5 устройств. */
interface RussianNoun {
  one: string
  few: string
  many: string
}
const russianPlurals = new Intl.PluralRules('ru')

function russianCount(value: number, noun: RussianNoun): string {
  const form = russianPlurals.select(value)
  return `${value} ${form === 'one' || form === 'few' ? noun[form] : noun.many}`
}

const users: RussianNoun = { one: 'пользователь', few: 'пользователя', many: 'пользователей' }
const devices: RussianNoun = { one: 'устройство', few: 'устройства', many: 'устройств' }
const vouchers: RussianNoun = { one: 'ваучер', few: 'ваучера', many: 'ваучеров' }
const days: RussianNoun = { one: 'день', few: 'дня', many: 'дней' }

function tierCells(cell: (tier: (typeof mdmPricing.tiers)[number]) => L): Record<MdmTierId, L> {
  const [basic, standard, enterprise] = mdmPricing.tiers
  return { basic: cell(basic), standard: cell(standard), enterprise: cell(enterprise) }
}

export function mdmPricingPage() {
  const { extras, trialDays } = mdmPricing
  const yuan = mdmPricing.currency.zh
  // Russian text quotes the same dollar amounts as English: the pricing rule has no third currency.
  const dollar = mdmPricing.currency.en
  return {
    title: l('MDM 价格', 'MDM Pricing', 'Цены на MDM'),
    subtitle: l(
      `三种版本按需选择，所有版本均可免费试用 ${trialDays} 天。`,
      `Three editions to choose from, each with a ${trialDays}-day free trial.`,
      `Три редакции на выбор, у каждой — бесплатный пробный период ${russianCount(trialDays, days)}.`,
    ),
    tiers: mdmPricing.tiers.map((tier) => ({
      code: tier.id,
      name: tierName[tier.id],
      price: tier.price,
      period: periodLabel[tier.label],
      recommended: tier.label === 'recommended',
      // Issue 29: what the estimate counts as included, beside the tier.
      included: specEstimateRates.tiers.find((rate) => rate.code === tier.id)!.included,
    })),
    extras: specEstimateRates.extras,
    rows: [
      {
        feature: l('并发用户数', 'Concurrent users', 'Количество одновременных пользователей'),
        ...tierCells((tier) => l(`${tier.concurrentUsers} 人`, `${tier.concurrentUsers} users`, russianCount(tier.concurrentUsers, users))),
        extra: l(`${extras.userPerYear}${yuan}/人/年`, `${dollar}${extras.userPerYear} per user per year`, `${dollar}${extras.userPerYear} за пользователя в год`),
      },
      {
        feature: l('并发设备数', 'Concurrent devices', 'Количество одновременно подключённых устройств'),
        ...tierCells((tier) => l(`${tier.concurrentDevices} 台`, `${tier.concurrentDevices} devices`, russianCount(tier.concurrentDevices, devices))),
        extra: l(
          `${extras.devices.pricePerYear}${yuan}/${extras.devices.perDevices}台/年，超过${extras.devices.contactManagerAbove}台请联系客户经理`,
          `${dollar}${extras.devices.pricePerYear} per ${extras.devices.perDevices} devices per year; above ${thousands(extras.devices.contactManagerAbove, 'en-US')} devices, contact your account manager`,
          `${dollar}${extras.devices.pricePerYear} за ${russianCount(extras.devices.perDevices, devices)} в год; свыше ${thousands(extras.devices.contactManagerAbove, 'ru-RU')} устройств — обратитесь к вашему менеджеру`,
        ),
      },
      {
        feature: l('最大带宽', 'Maximum bandwidth', 'Макс. пропускная способность'),
        ...tierCells((tier) => same(size(tier.maxBandwidth))),
        extra: l(
          `${extras.bandwidthPerM[0]}${yuan}/M 或 ${extras.bandwidthPerM[1]}${yuan}/M，见增值服务`,
          `${dollar}${extras.bandwidthPerM[0]} or ${dollar}${extras.bandwidthPerM[1]} per M; see add-ons`,
          `${dollar}${extras.bandwidthPerM[0]}/M или ${dollar}${extras.bandwidthPerM[1]}/M, см. дополнительные услуги`,
        ),
      },
      {
        feature: l('云存储', 'Cloud storage', 'Облачное хранилище'),
        ...tierCells((tier) => same(size(tier.cloudStorage))),
        extra: l(`${extras.storage.price}${yuan}/${size(extras.storage.per)}`, `${dollar}${extras.storage.price} per ${size(extras.storage.per)}`, `${dollar}${extras.storage.price} за ${size(extras.storage.per)}`),
      },
      {
        feature: l('推送券', 'Push vouchers', 'Push-ваучеры'),
        ...tierCells((tier) => l(`${tier.pushVouchers} 张`, `${tier.pushVouchers} vouchers`, russianCount(tier.pushVouchers, vouchers))),
        extra: l(`${extras.pushVoucherEach}${yuan}/张`, `${dollar}${extras.pushVoucherEach} each`, `${dollar}${extras.pushVoucherEach} за ваучер`),
      },
    ],
    addOns: [
      { name: l('额外账号', 'Extra account', 'Дополнительная учётная запись'), prices: extras.account.join('/'), unit: l(`${yuan}/个`, 'per account', 'за учётную запись') },
      { name: l('额外带宽', 'Extra bandwidth', 'Дополнительная пропускная способность'), prices: extras.bandwidthPerM.join('/'), unit: l(`${yuan}/M`, 'per M', 'за M') },
      { name: l('可选功能', 'Optional function', 'Дополнительная функция'), prices: extras.optionalFunction.join('/'), unit: l(`${yuan}/项`, 'per function', 'за функцию') },
    ],
    customFirmwarePerHour: extras.customFirmwarePerWorkHour,
    trialDays,
    note: l(
      `定制固件按 ${extras.customFirmwarePerWorkHour}${yuan}/工时计费。以上价格为演示数据。`,
      `Custom firmware is billed at ${dollar}${extras.customFirmwarePerWorkHour} per work hour. All prices are demo figures.`,
      `Доработка прошивки под заказ — ${dollar}${extras.customFirmwarePerWorkHour} за нормо-час. Все цены — демо-данные.`,
    ),
  }
}

// --- About ---------------------------------------------------------------------------------

export function companyProfile(media: MediaId) {
  return {
    title: l('公司简介', 'About RuiTu', 'О компании'),
    subtitle: l('十年专注坚固计算', 'Ten years of rugged computing', 'Десять лет создаём защищённые компьютеры'),
    heroImage: media('hero-company'),
    body: l(
      richText([
        p('锐途智能成立于 2015 年，总部位于深圳，是一家专注于坚固型车载与移动计算设备的科技企业（本网站内容均为虚构演示）。'),
        h2('我们做什么'),
        p('我们设计和制造三防平板、车载电脑、控制盒与车载显示终端，并提供 360° 全景环视、驾驶员状态监测、ISOBUS 农机终端与 MDM 移动设备管理云平台等软件方案。'),
        h2('我们的能力'),
        ul(['深圳总部：产品规划、硬件研发与销售', '武汉研发中心：视觉算法、农机软件与云平台', '苏州工厂：SMT、整机装配与环境可靠性测试']),
        p('我们的设备每天在矿山、港口、农田与城市道路上工作。让设备在最严苛的环境中可靠运行，是我们始终如一的追求。'),
      ]),
      richText([
        p('Founded in 2015 and headquartered in Shenzhen, RuiTu builds rugged computing for vehicles and mobile work. (Everything on this site is a fictional demo.)'),
        h2('What we do'),
        p('We design and manufacture rugged tablets, in-vehicle computers, control boxes and vehicle displays, and provide software: 360° surround view, driver monitoring, ISOBUS farm terminals and the MDM mobile device management cloud.'),
        h2('Where we do it'),
        ul(['Shenzhen HQ: product planning, hardware engineering and sales', 'Wuhan R&D Center: vision algorithms, farm-machinery software and the cloud platform', 'Suzhou Plant: SMT, final assembly and environmental testing']),
        p('Our devices go to work every day in mines, ports, fields and city streets. Making them keep working in the toughest conditions is what we have always been about.'),
      ]),
      richText([
        p('Компания RuiTu основана в 2015 году, штаб-квартира находится в Шэньчжэне. Мы специализируемся на защищённых бортовых и мобильных вычислительных устройствах. (Всё содержимое этого сайта — вымышленное, демо.)'),
        h2('Чем мы занимаемся'),
        p('Мы разрабатываем и производим защищённые планшеты, бортовые компьютеры, блоки управления и бортовые дисплеи, а также предлагаем программные решения: систему кругового обзора 360°, систему мониторинга водителя, терминалы ISOBUS для сельхозтехники и облачную платформу MDM для управления мобильными устройствами.'),
        h2('Наши возможности'),
        ul(['Штаб-квартира в Шэньчжэне: продуктовое планирование, разработка электроники и продажи', 'R&D-центр в Ухане: алгоритмы компьютерного зрения, ПО для сельхозтехники и облачная платформа', 'Завод в Сучжоу: SMT-монтаж, финальная сборка и климатические и механические испытания']),
        p('Наши устройства каждый день работают в карьерах и портах, на полях и городских улицах. Надёжная работа техники в самых суровых условиях — то, к чему мы стремимся с первого дня.'),
      ]),
    ),
    stats: [
      { value: '2015', label: l('成立年份', 'Founded', 'Год основания') },
      { value: '800+', label: l('员工人数', 'Employees', 'Сотрудников') },
      { value: '40+', label: l('服务国家和地区', 'Countries and regions served', 'Стран и регионов присутствия') },
      { value: '800K+', label: l('累计出货（台）', 'Units shipped', 'Отгружено устройств') },
    ],
    milestones: [
      { year: '2015', text: l('公司在深圳成立', 'Company founded in Shenzhen', 'Основание компании в Шэньчжэне') },
      { year: '2017', text: l('首款无风扇车载电脑 RT-V5 量产', 'First fanless vehicle computer, the RT-V5, enters production', 'Начало серийного производства RT-V5 — первого безвентиляторного бортового компьютера') },
      { year: '2019', text: l('推出三防平板产品线', 'Rugged tablet line launched', 'Запуск линейки защищённых планшетов') },
      { year: '2021', text: l('MDM 云平台上线', 'MDM cloud platform goes live', 'Запуск облачной платформы MDM') },
      { year: '2023', text: l('苏州工厂投产，通过 IATF 16949 认证', 'Suzhou plant opens; IATF 16949 certification', 'Открытие завода в Сучжоу и сертификация по IATF 16949') },
      { year: '2025', text: l('成立十周年，发布 ISOBUS 自动导航终端', 'Tenth anniversary; ISOBUS auto-steering terminal launched', 'Десятилетие компании и выпуск терминала ISOBUS с системой автоматического вождения') },
    ],
  }
}

export function legalNotice() {
  return {
    title: l('法律声明', 'Legal Notice', 'Правовая информация'),
    effectiveDate: '2026-01-01T00:00:00.000Z',
    body: l(
      richText([
        p('欢迎访问锐途智能网站。访问和使用本网站，即表示您已阅读并同意以下条款。本网站及其内容仅用于演示，公司名称、产品与数据均为虚构。'),
        h2('一、版权声明'),
        p('本网站的文字、图片、图形、软件及其编排，除另有说明外，版权归锐途智能所有。未经书面许可，任何单位或个人不得复制、转载或用于商业用途。'),
        h2('二、商标'),
        p('本网站出现的“锐途”及相关标识为锐途智能的商标。其他公司名称、产品名称可能是其各自所有者的商标。'),
        h2('三、信息准确性'),
        p('我们努力确保网站信息准确、及时，但产品规格、价格等信息可能随时调整，恕不另行通知。具体以双方签订的合同为准。'),
        h2('四、第三方链接'),
        p('本网站可能包含指向第三方网站的链接。这些网站不受我们控制，我们对其内容与隐私做法不承担责任。'),
        h2('五、个人信息'),
        p('您通过咨询表单提交的姓名、公司、电话与邮箱等信息，仅用于回复您的咨询，不会出售给任何第三方。'),
        h2('六、适用法律'),
        p('本声明的解释与适用以中华人民共和国法律为准。'),
      ]),
      richText([
        p('Welcome to the RuiTu website. By visiting and using this site you agree to the terms below. This site and its content are a demo: the company, its products and its figures are fictional.'),
        h2('1. Copyright'),
        p('Unless stated otherwise, the text, pictures, graphics, software and layout of this site are the copyright of RuiTu. They may not be copied, republished or used commercially without written permission.'),
        h2('2. Trademarks'),
        p('“RuiTu” and its logos shown on this site are trademarks of RuiTu. Other company and product names may be trademarks of their respective owners.'),
        h2('3. Accuracy'),
        p('We work to keep the information on this site accurate and current, but specifications and prices may change without notice. The signed contract always prevails.'),
        h2('4. Links to other sites'),
        p('This site may link to third-party websites. We do not control them and are not responsible for their content or privacy practices.'),
        h2('5. Personal information'),
        p('The name, company, phone number and email you send through our enquiry forms are used only to answer your enquiry and are never sold to third parties.'),
        h2('6. Governing law'),
        p('This notice is governed by and interpreted under the laws of the People’s Republic of China.'),
      ]),
      richText([
        p('Добро пожаловать на сайт RuiTu. Посещая и используя этот сайт, вы подтверждаете, что ознакомились с приведёнными ниже условиями и принимаете их. Сайт и его содержимое — демо: компания, её продукция и все данные вымышлены.'),
        h2('1. Авторские права'),
        p('Если не указано иное, авторские права на тексты, изображения, графику, программное обеспечение и оформление этого сайта принадлежат RuiTu. Копирование, перепечатка и коммерческое использование материалов без письменного разрешения не допускаются.'),
        h2('2. Товарные знаки'),
        p('«RuiTu» и связанные с ним логотипы на этом сайте являются товарными знаками RuiTu. Другие названия компаний и продуктов могут быть товарными знаками соответствующих правообладателей.'),
        h2('3. Достоверность информации'),
        p('Мы стремимся поддерживать информацию на сайте точной и актуальной, однако технические характеристики и цены могут меняться без предварительного уведомления. Во всех случаях приоритет имеют условия подписанного договора.'),
        h2('4. Ссылки на сторонние сайты'),
        p('Сайт может содержать ссылки на сторонние ресурсы. Мы их не контролируем и не несём ответственности за их содержание и обращение с персональными данными.'),
        h2('5. Персональные данные'),
        p('Имя, название компании, телефон и адрес электронной почты, которые вы указываете в форме запроса, используются только для ответа на ваш запрос и никогда не передаются третьим лицам на продажу.'),
        h2('6. Применимое право'),
        p('Настоящее уведомление регулируется и толкуется в соответствии с законодательством Китайской Народной Республики.'),
      ]),
    ),
  }
}

/** §2.2 the mobile guideline: enrolling a phone or tablet in the MDM platform, read on the device. */
export function mobileGuide() {
  return {
    title: l('设备接入指南', 'Device enrolment guide', 'Руководство по подключению устройств'),
    intro: l(
      '按照以下步骤，五分钟即可把手机、平板或车载终端接入锐途 MDM 平台。请在要接入的设备上打开本页。',
      'Follow these steps to enrol a phone, tablet or in-vehicle terminal in the RuiTu MDM platform in about five minutes. Open this page on the device you are enrolling.',
      'Выполните несколько простых шагов — и примерно за пять минут телефон, планшет или бортовой терминал будет подключён к платформе RuiTu MDM. Откройте эту страницу на устройстве, которое нужно подключить.',
    ),
    steps: [
      {
        title: l('准备工作', 'Before you start', 'Подготовка'),
        body: l(
          '确认设备已连接网络、电量高于 30%，并向管理员索取企业编码或接入二维码。',
          'Make sure the device is online and charged above 30 %, and ask your administrator for the company code or the enrolment QR code.',
          'Убедитесь, что устройство подключено к сети и заряжено более чем на 30 %, и запросите у администратора код компании или QR-код для подключения.',
        ),
      },
      {
        title: l('安装管理代理', 'Install the management agent', 'Установите агент управления'),
        body: l(
          '在设备浏览器中打开管理员提供的下载地址，安装“锐途 MDM 代理”。锐途终端出厂已预装，可跳过此步。',
          'Open the download address your administrator gave you in the device’s browser and install the “RuiTu MDM Agent”. RuiTu terminals ship with it: skip this step.',
          'Откройте в браузере устройства ссылку на загрузку, полученную от администратора, и установите «Агент RuiTu MDM». На терминалах RuiTu агент предустановлен — этот шаг можно пропустить.',
        ),
      },
      {
        title: l('扫码或输入企业编码', 'Scan the code or enter the company code', 'Отсканируйте QR-код или введите код компании'),
        body: l(
          '打开代理应用，点击“接入设备”，扫描控制台中显示的二维码，或手动输入企业编码。',
          'Open the agent, tap “Enrol device” and scan the QR code shown in the console, or type the company code.',
          'Откройте агент, нажмите «Подключить устройство» и отсканируйте QR-код из консоли или введите код компании вручную.',
        ),
      },
      {
        title: l('授予管理权限', 'Grant the management permissions', 'Предоставьте права на управление'),
        body: l(
          '按提示开启设备管理器、通知与位置权限。这些权限仅用于执行管理员下发的策略。',
          'Turn on device administration, notifications and location when asked. They are used only to apply the policies your administrator sets.',
          'По запросу включите права администратора устройства, уведомления и доступ к геолокации. Они нужны только для применения политик, заданных администратором.',
        ),
      },
      {
        title: l('在控制台确认', 'Confirm in the console', 'Подтвердите подключение в консоли'),
        body: l(
          '设备出现在控制台“设备列表”中并显示“在线”，即接入完成。策略与应用将在几分钟内自动下发。',
          'Enrolment is complete when the device appears as “Online” in the console’s device list. Policies and apps follow within a few minutes.',
          'Подключение завершено, когда устройство появится в списке устройств консоли со статусом «В сети». Политики и приложения установятся автоматически в течение нескольких минут.',
        ),
      },
    ],
    notes: l(
      richText([
        h2('常见问题'),
        ul([
          '扫码失败：请检查设备时间是否正确，并确认二维码未过期（有效期 24 小时）。',
          '没有企业编码：请联系贵公司的 MDM 管理员，或通过官网在线咨询与我们联系。',
          '更换设备：在控制台中先“解除接入”旧设备，再按本指南接入新设备。',
        ]),
        p('本指南适用于 Android 8.0 及以上版本的设备。'),
      ]),
      richText([
        h2('Questions'),
        ul([
          'The scan fails: check that the device clock is right and that the QR code has not expired (it is valid for 24 hours).',
          'No company code: ask your company’s MDM administrator, or contact us through the enquiry form on this site.',
          'Replacing a device: “Release” the old device in the console first, then enrol the new one with this guide.',
        ]),
        p('This guide applies to devices running Android 8.0 or later.'),
      ]),
      richText([
        h2('Частые вопросы'),
        ul([
          'Код не сканируется: проверьте, правильно ли установлено время на устройстве, и убедитесь, что срок действия QR-кода не истёк (код действует 24 часа).',
          'Нет кода компании: обратитесь к MDM-администратору вашей компании или свяжитесь с нами через форму запроса на сайте.',
          'Замена устройства: сначала отключите старое устройство в консоли («Отключить»), затем подключите новое по этому руководству.',
        ]),
        p('Руководство предназначено для устройств на Android 8.0 и выше.'),
      ]),
    ),
  }
}
