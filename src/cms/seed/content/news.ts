/**
 * News categories and articles. "company" holds 15 articles, more than two pages of
 * newsPageSize (6). Three are top stories, three appear in the news banner, four carry PDFs.
 */
import { h2, h3, p, richText, ul, type LexicalBlock, type RichTextValue } from '../richText'
import type { newsCovers } from '../pictures'
import { l, type L } from './common'

export type NewsCategoryCode = 'company' | 'industry' | 'events'
export type NewsAttachmentKey = 'catalog2025' | 'cpdcAgenda' | 'dmsWhitepaper' | 'mdmRelease'

export interface NewsCategorySeed {
  code: NewsCategoryCode
  name: L
}

export interface ArticleSeed {
  date: string
  category: NewsCategoryCode
  cover: keyof typeof newsCovers
  title: L
  summary: L
  body: L<RichTextValue>
  top?: boolean
  banner?: boolean
  attachments?: NewsAttachmentKey[]
}

export const newsCategories: NewsCategorySeed[] = [
  { code: 'company', name: l('公司新闻', 'Company News', 'Новости компании') },
  { code: 'industry', name: l('行业动态', 'Industry Insights', 'Новости отрасли') },
  { code: 'events', name: l('展会活动', 'Events', 'Выставки и мероприятия') },
]

/** The PDFs attached to articles: file name, title and a few ASCII lines of content. */
export const newsAttachments: Record<NewsAttachmentKey, { file: string; title: string; subtitle: string; lines: string[] }> = {
  catalog2025: {
    file: 'RuiTu-product-catalog-2025.pdf',
    title: 'Product Catalogue 2025',
    subtitle: 'Rugged tablets, in-vehicle computers, control boxes and vehicle software',
    lines: [
      'Rugged tablets: T7, T8, T10, T12 and T13 Series, Android or Windows, IP65 to IP68.',
      'In-vehicle computers: V5, V7, V9 and V11 Series, fanless, 9-36 V DC, E-mark.',
      'Control boxes and displays: C Series operator terminals, D Series vehicle displays.',
      'Vehicle software: SV360 surround view, DMS driver monitoring, IB Series ISOBUS terminals.',
      'MDM cloud platform: Basic, Standard and Enterprise editions with a 30-day free trial.',
    ],
  },
  cpdcAgenda: {
    file: 'CPDC-2024-agenda.pdf',
    title: '2024 Developer Conference',
    subtitle: 'Agenda',
    lines: [
      '09:00  Opening keynote: rugged computing in the age of on-device AI',
      '10:30  Building apps for vehicle tablets: docks, power states and CAN data',
      '13:30  Surround view and DMS SDK workshop',
      '15:00  MDM platform open API: automating fleet roll-outs',
      '16:30  Partner showcase and closing remarks',
    ],
  },
  dmsWhitepaper: {
    file: 'DMS-whitepaper.pdf',
    title: 'Driver Monitoring White Paper',
    subtitle: 'How camera-based DMS reduces fatigue-related incidents',
    lines: [
      'Fatigue and distraction remain leading factors in commercial-vehicle incidents.',
      'Infrared cameras at 940 nm keep working at night and through most sunglasses.',
      'Graded alerts: a voice prompt first, then escalation to the dispatcher.',
      'Privacy by design: only short clips around alerts leave the vehicle.',
    ],
  },
  mdmRelease: {
    file: 'MDM-3.0-release-notes.pdf',
    title: 'MDM Platform 3.0',
    subtitle: 'Release notes',
    lines: [
      'New: single-app kiosk mode for vehicle tablets and terminals.',
      'New: device groups with per-group policies and an audit log.',
      'Improved: app delivery is up to three times faster on 4G.',
      'Improved: remote lock and wipe now confirm within seconds.',
    ],
  },
}

function body(zh: LexicalBlock[], en: LexicalBlock[], ru: LexicalBlock[]): L<RichTextValue> {
  return l(richText(zh), richText(en), richText(ru))
}

export const articles: ArticleSeed[] = [
  // ---------------------------------------------------------------- company (15)
  {
    date: '2023-02-15',
    category: 'company',
    cover: 'launch',
    title: l('锐途智能发布 T10 系列三防平板', 'RuiTu launches the T10 Series rugged tablets', 'RuiTu представила защищённые планшеты серии T10'),
    summary: l('10.1 英寸、IP67 防护、1000 尼特高亮屏，T10 系列面向车载与外勤场景。', 'With a 10.1-inch 1000-nit screen and IP67 sealing, the T10 Series is built for vehicles and field work.', 'Экран 10,1 дюйма яркостью 1000 нит и защита IP67: серия T10 создана для работы в кабине и в полевых условиях.'),
    body: body(
      [
        p('2 月 15 日，锐途智能在深圳发布 T10 系列三防平板，包括 RT-T10、RT-T10A、RT-T10W 三款型号。'),
        h2('为车辆而生'),
        p('T10 系列可直接装入 RT-DK10 车载底座，车辆点火后自动开机，熄火后安全关机，司机无需额外操作。'),
        ul(['IP67 防尘防水，1.2 米跌落防护', '1000 尼特高亮屏，戴手套也能触控', '预装 MDM 客户端，支持远程批量管理']),
      ],
      [
        p('On 15 February RuiTu introduced the T10 Series rugged tablets in Shenzhen, with three models: RT-T10, RT-T10A and RT-T10W.'),
        h2('Made for vehicles'),
        p('T10 tablets drop straight into the RT-DK10 vehicle dock. They start with the ignition and shut down safely when the engine stops, with nothing for the driver to do.'),
        ul(['IP67 dust and water sealing, 1.2 m drop protection', '1000-nit screen that works with gloves', 'MDM agent preinstalled for remote, fleet-wide management']),
      ],
      [
        p('15 февраля в Шэньчжэне компания RuiTu представила новую линейку защищённых планшетов T10. В серию вошли три модели: RT-T10, RT-T10A и RT-T10W.'),
        h2('Создан для работы в машине'),
        p('Планшет T10 устанавливается в автомобильную док-станцию RT-DK10 одним движением. Устройство включается вместе с зажиганием и корректно завершает работу после остановки двигателя — водителю не нужно ничего делать вручную.'),
        ul(['Пыле- и влагозащита IP67, устойчивость к падению с высоты 1,2 м', 'Экран яркостью 1000 нит, работает в перчатках', 'Предустановленный агент MDM для удалённого управления всем парком устройств']),
      ],
    ),
  },
  {
    date: '2023-05-08',
    category: 'company',
    cover: 'factory',
    title: l('苏州工厂正式投产', 'Suzhou plant starts production', 'Завод в Сучжоу начал выпуск продукции'),
    summary: l('新工厂拥有 SMT、整机装配与环境测试全流程，年产能达 30 万台。', 'The new plant covers SMT, final assembly and environmental testing, with capacity for 300,000 units a year.', 'На новой площадке — полный цикл: SMT-монтаж, финальная сборка и климатические испытания. Мощность завода — 300 000 устройств в год.'),
    body: body(
      [
        p('锐途智能苏州工厂于 5 月 8 日正式投产。工厂位于苏州虹桥智造园（虚构），建筑面积约 2 万平方米。'),
        h2('全流程自主可控'),
        p('工厂配备两条 SMT 产线、四条整机装配线，以及高低温、振动、淋雨、盐雾等环境试验室，每台设备出厂前都经过老化与功能测试。'),
        p('新工厂投产后，公司整体交付周期缩短约三分之一。'),
      ],
      [
        p('RuiTu’s Suzhou plant started production on 8 May. It sits in the (fictional) Hongqiao Smart Manufacturing Park and covers about 20,000 square metres.'),
        h2('Every step in house'),
        p('The plant has two SMT lines, four final-assembly lines and labs for temperature, vibration, rain and salt-spray testing. Every unit is burned in and function-tested before it ships.'),
        p('With the new plant running, overall delivery times have fallen by about a third.'),
      ],
      [
        p('8 мая завод RuiTu в Сучжоу приступил к серийному производству. Предприятие площадью около 20 000 м² расположено в индустриальном парке «Хунцяо Смарт Мэньюфэкчуринг» (вымышленном).'),
        h2('Весь цикл — собственными силами'),
        p('На заводе работают две линии поверхностного монтажа (SMT), четыре линии финальной сборки и испытательные лаборатории: термокамеры, вибростенды, камеры дождевания и соляного тумана. Каждое устройство перед отгрузкой проходит электротермотренировку и функциональный контроль.'),
        p('С запуском нового завода общие сроки поставки сократились примерно на треть.'),
      ],
    ),
  },
  {
    date: '2023-07-20',
    category: 'company',
    cover: 'award',
    title: l('锐途智能通过 IATF 16949 质量管理体系认证', 'RuiTu earns IATF 16949 certification', 'RuiTu получила сертификат IATF 16949'),
    summary: l('汽车行业质量体系认证，为车载产品进入整车厂配套打下基础。', 'The automotive quality standard opens the door to supplying vehicle manufacturers directly.', 'Сертификация по отраслевому стандарту качества автопрома открывает компании путь к прямым поставкам автопроизводителям.'),
    body: body(
      [
        p('经过为期半年的准备与审核，锐途智能正式通过 IATF 16949:2016 汽车行业质量管理体系认证。'),
        p('这意味着公司的车载电脑、显示终端与环视系统，可以按照整车厂的质量要求进行前装配套。'),
        p('下一步，公司将继续推进功能安全相关流程建设。'),
      ],
      [
        p('After six months of preparation and audits, RuiTu is now certified to IATF 16949:2016, the automotive quality management standard.'),
        p('Our in-vehicle computers, displays and surround-view systems can now be supplied as factory-fit parts to vehicle makers’ quality requirements.'),
        p('Next, the company will build out its functional-safety processes.'),
      ],
      [
        p('После полугода подготовки и аудитов система менеджмента качества RuiTu сертифицирована на соответствие IATF 16949:2016 — стандарту качества автомобильной отрасли.'),
        p('Теперь бортовые компьютеры, дисплеи и системы кругового обзора компании могут поставляться автопроизводителям для штатной установки на конвейере — с соблюдением их требований к качеству.'),
        p('Следующий шаг — выстраивание процессов функциональной безопасности.'),
      ],
    ),
  },
  {
    date: '2023-10-12',
    category: 'company',
    cover: 'partner',
    title: l('锐途智能与滨海港口集团签署战略合作协议', 'Strategic agreement with Binhai Port Group', 'RuiTu и портовая группа «Биньхай» заключили стратегическое соглашение'),
    summary: l('双方将在集卡智能终端、5G 远程操控与设备管理方面展开合作。', 'The two companies will work together on terminal-tractor devices, 5G remote operation and device management.', 'Партнёры совместно займутся терминалами для портовых тягачей, дистанционным управлением техникой по 5G и централизованным управлением парком устройств.'),
    body: body(
      [
        p('10 月 12 日，锐途智能与滨海港口集团（虚构）签署战略合作协议。'),
        h2('合作内容'),
        ul(['为港区 600 余台集卡配备三防平板与车载底座', '在两个泊位试点 5G 远程操控', '通过 MDM 平台统一管理全部终端']),
        p('双方表示，将以此为起点，共同探索智慧港口的更多可能。'),
      ],
      [
        p('On 12 October RuiTu signed a strategic agreement with the (fictional) Binhai Port Group.'),
        h2('Scope'),
        ul(['Rugged tablets and vehicle docks for more than 600 terminal tractors', 'A 5G remote-operation pilot at two berths', 'All devices managed from the MDM platform']),
        p('Both sides see the agreement as a starting point for exploring what a smart port can do.'),
      ],
      [
        p('12 октября RuiTu подписала соглашение о стратегическом сотрудничестве с портовой группой «Биньхай» (вымышленная компания).'),
        h2('Что предусматривает соглашение'),
        ul(['Защищённые планшеты и автомобильные док-станции для более чем 600 терминальных тягачей', 'Пилотный проект дистанционного управления по 5G на двух причалах', 'Управление всеми устройствами через платформу MDM']),
        p('Стороны рассматривают соглашение как отправную точку для совместного развития «умного» порта.'),
      ],
    ),
  },
  {
    date: '2024-01-18',
    category: 'company',
    cover: 'launch',
    title: l('RT-SV360AI 行人检测环视系统上市', 'RT-SV360AI pedestrian-detection surround view goes on sale', 'В продажу поступила система кругового обзора RT-SV360AI с распознаванием пешеходов'),
    summary: l('在全景画面上识别行人与骑行者，分级报警，保护车辆周边的弱势道路使用者。', 'It spots pedestrians and cyclists on the surround view and issues graded warnings to protect vulnerable road users.', 'Система находит пешеходов и велосипедистов на панорамном изображении и выдаёт многоуровневые предупреждения, защищая самых уязвимых участников движения.'),
    body: body(
      [
        p('大型车辆右转时的视野盲区，一直是城市道路安全的难题。RT-SV360AI 将 360° 环视与深度学习检测结合在一起。'),
        h2('主要特点'),
        ul(['识别行人、骑行者与车辆，检测距离 0.5 至 8 米', '可设定危险区域，近距离时声光报警', '报警片段自动上传，便于复盘']),
        p('产品已在多家城市环卫与渣土车企业试用。'),
      ],
      [
        p('The blind spot of a large vehicle turning right has long been a problem on city roads. RT-SV360AI combines the 360° view with deep-learning detection.'),
        h2('Highlights'),
        ul(['Detects pedestrians, cyclists and vehicles from 0.5 to 8 m', 'Configurable danger zones with sound and light alerts up close', 'Alert clips upload automatically for review']),
        p('Several municipal sanitation and construction-haulage fleets are already trialling the system.'),
      ],
      [
        p('Слепая зона крупногабаритной машины при правом повороте — давняя проблема безопасности на городских улицах. RT-SV360AI объединяет круговой обзор 360° с распознаванием объектов на основе глубокого обучения.'),
        h2('Ключевые возможности'),
        ul(['Распознавание пешеходов, велосипедистов и транспортных средств на расстоянии от 0,5 до 8 м', 'Настраиваемые опасные зоны со звуковым и световым оповещением при сближении', 'Автоматическая выгрузка видеофрагментов тревог для последующего разбора']),
        p('Систему уже тестируют несколько коммунальных предприятий и перевозчиков строительных грузов.'),
      ],
    ),
  },
  {
    date: '2024-03-26',
    category: 'company',
    cover: 'factory',
    title: l('武汉研发中心正式启用', 'Wuhan R&D center opens', 'В Ухане открылся центр исследований и разработок'),
    summary: l('新研发中心聚焦车载视觉算法与 ISOBUS 软件，首批入驻工程师 120 人。', 'The new center focuses on vehicle vision algorithms and ISOBUS software, starting with 120 engineers.', 'Новый R&D-центр займётся алгоритмами машинного зрения для транспорта и программным обеспечением ISOBUS. На старте в нём работают 120 инженеров.'),
    body: body(
      [
        p('3 月 26 日，锐途智能武汉研发中心在光谷软件园（虚构）正式启用。'),
        p('中心设有视觉算法、农机软件与云平台三个团队，并建有实车测试场地。'),
        p('公司计划在三年内将武汉团队扩大到 300 人。'),
      ],
      [
        p('On 26 March RuiTu opened its Wuhan R&D center in the (fictional) Optics Valley Software Park.'),
        p('The center houses three teams, working on vision algorithms, farm-machinery software and the cloud platform, plus a test track for real vehicles.'),
        p('The company plans to grow the Wuhan team to 300 people within three years.'),
      ],
      [
        p('26 марта RuiTu открыла центр исследований и разработок в Ухане, в программном парке «Оптическая долина» (вымышленном).'),
        p('В центре работают три команды — алгоритмов машинного зрения, ПО для сельхозтехники и облачной платформы. Для испытаний на реальных машинах оборудован собственный полигон.'),
        p('В течение трёх лет компания планирует увеличить уханьскую команду до 300 человек.'),
      ],
    ),
  },
  {
    date: '2024-06-05',
    category: 'company',
    cover: 'launch',
    title: l('MDM 云平台 3.0 正式上线', 'MDM cloud platform 3.0 is live', 'Облачная платформа MDM 3.0 запущена'),
    summary: l('新增单应用锁定模式、设备分组策略与审计日志，应用分发速度提升至三倍。', 'New kiosk mode, group policies and an audit log, with app delivery up to three times faster.', 'Режим киоска, групповые политики и журнал аудита, а доставка приложений ускорилась до трёх раз.'),
    body: body(
      [
        p('锐途 MDM 云平台 3.0 于 6 月 5 日上线，所有在用客户已自动升级。'),
        h2('新功能'),
        ul(['单应用锁定模式：终端只运行指定的业务应用', '设备分组策略：不同车队使用不同配置', '审计日志：每一次远程操作都可追溯']),
        p('完整的更新说明见附件。'),
      ],
      [
        p('Version 3.0 of the RuiTu MDM cloud platform went live on 5 June; every existing customer has been upgraded automatically.'),
        h2('What’s new'),
        ul(['Kiosk mode: devices run only the business app you choose', 'Group policies: each fleet gets its own settings', 'Audit log: every remote action can be traced']),
        p('The full release notes are attached.'),
      ],
      [
        p('5 июня вышла версия 3.0 облачной платформы RuiTu MDM. Все действующие клиенты переведены на неё автоматически.'),
        h2('Что нового'),
        ul(['Режим киоска: на устройстве работает только выбранное рабочее приложение', 'Групповые политики: у каждого автопарка свои настройки', 'Журнал аудита: любое удалённое действие можно отследить']),
        p('Полный список изменений — во вложении.'),
      ],
    ),
    attachments: ['mdmRelease'],
  },
  {
    date: '2024-09-10',
    category: 'company',
    cover: 'award',
    title: l('RT-T10-PRO 荣获年度工业设计金奖', 'RT-T10-PRO wins a gold industrial design award', 'RT-T10-PRO получил золото конкурса промышленного дизайна'),
    summary: l('评审团认为，这款平板在坚固耐用与易用性之间取得了出色的平衡。', 'The jury praised how the tablet balances toughness with ease of use.', 'Жюри отметило, как точно в планшете найден баланс между прочностью и удобством работы.'),
    body: body(
      [
        p('在 9 月揭晓的年度工业设计评选中，RT-T10-PRO 三防平板获得金奖。'),
        h3('评审意见'),
        p('“四角护角与手带的设计既保护了设备，也让握持更自然；车载底座的单手取放体验令人印象深刻。”'),
        p('这是锐途智能产品第三次获得该奖项。'),
      ],
      [
        p('At this year’s industrial design awards, announced in September, the RT-T10-PRO rugged tablet took gold.'),
        h3('From the jury'),
        p('“The corner bumpers and hand strap protect the device and make it more natural to hold, and one-handed docking in the vehicle is impressive.”'),
        p('This is the third time a RuiTu product has won the award.'),
      ],
      [
        p('По итогам ежегодного конкурса промышленного дизайна, результаты которого объявлены в сентябре, защищённый планшет RT-T10-PRO удостоен золотой награды.'),
        h3('Мнение жюри'),
        p('«Угловые бамперы и ремень для руки защищают устройство и делают хват естественнее, а установка в автомобильную док-станцию одной рукой производит сильное впечатление».'),
        p('Продукты RuiTu получают эту награду уже в третий раз.'),
      ],
    ),
    top: true,
  },
  {
    date: '2024-12-20',
    category: 'company',
    cover: 'factory',
    title: l('2024 年出货量突破 20 万台', 'Shipments pass 200,000 units in 2024', 'Отгрузки в 2024 году превысили 200 000 устройств'),
    summary: l('车载电脑与三防平板出货量同比增长超过 40%，海外业务占比首次超过三成。', 'Shipments of vehicle computers and tablets grew more than 40%, and overseas sales passed 30% for the first time.', 'Поставки бортовых компьютеров и защищённых планшетов выросли более чем на 40%, а доля зарубежных продаж впервые превысила 30%.'),
    body: body(
      [
        p('截至 12 月 20 日，锐途智能 2024 年累计出货量突破 20 万台。'),
        ul(['三防平板占比 48%', '车载电脑占比 31%', '环视、DMS 与 ISOBUS 产品占比 21%']),
        p('感谢每一位客户与合作伙伴的信任。'),
      ],
      [
        p('By 20 December RuiTu had shipped more than 200,000 units in 2024.'),
        ul(['Rugged tablets: 48%', 'In-vehicle computers: 31%', 'Surround view, DMS and ISOBUS products: 21%']),
        p('Thank you to every customer and partner for your trust.'),
      ],
      [
        p('По состоянию на 20 декабря RuiTu отгрузила в 2024 году более 200 000 устройств.'),
        ul(['Защищённые планшеты — 48%', 'Бортовые компьютеры — 31%', 'Системы кругового обзора, DMS и терминалы ISOBUS — 21%']),
        p('Благодарим всех клиентов и партнёров за доверие.'),
      ],
    ),
  },
  {
    date: '2025-02-14',
    category: 'company',
    cover: 'field',
    title: l('RT-IB12-PRO 自动导航终端发布', 'RT-IB12-PRO auto-steering terminal launched', 'Представлен терминал автоматического вождения RT-IB12-PRO'),
    summary: l('ISOBUS 终端与 RTK 自动导航合二为一，作业精度 ±2.5 厘米。', 'ISOBUS terminal and RTK auto-steering in one unit, accurate to ±2.5 cm.', 'Терминал ISOBUS и система автовождения с RTK-коррекцией в одном корпусе; точность — ±2,5 см.'),
    body: body(
      [
        p('春耕前夕，锐途智能发布 RT-IB12-PRO 自动导航终端。'),
        h2('一台终端，两种能力'),
        p('过去，农场需要分别购买 ISOBUS 终端和自动导航系统。RT-IB12-PRO 将两者整合，驾驶室更整洁，培训也更简单。'),
        ul(['双天线 RTK，航向精度 0.1°', '地头自动掉头', '完整 ISOBUS 分段控制与变量作业']),
      ],
      [
        p('Just before spring planting, RuiTu launched the RT-IB12-PRO auto-steering terminal.'),
        h2('One terminal, two jobs'),
        p('Farms used to buy an ISOBUS terminal and an auto-steering system separately. The RT-IB12-PRO combines them, for a tidier cab and simpler training.'),
        ul(['Dual-antenna RTK with 0.1° heading accuracy', 'Automatic headland turns', 'Full ISOBUS section control and variable rate']),
      ],
      [
        p('Накануне весенней посевной RuiTu представила терминал автоматического вождения RT-IB12-PRO.'),
        h2('Один терминал — две задачи'),
        p('Раньше хозяйствам приходилось покупать терминал ISOBUS и систему автовождения по отдельности. RT-IB12-PRO объединяет обе функции: в кабине меньше оборудования, а механизаторов проще обучить.'),
        ul(['RTK с двумя антеннами, точность определения курса 0,1°', 'Автоматический разворот на поворотной полосе', 'Полная поддержка посекционного управления и дифференцированного внесения по ISOBUS']),
      ],
    ),
    banner: true,
  },
  {
    date: '2025-04-22',
    category: 'company',
    cover: 'launch',
    title: l('2025 产品目录发布', '2025 product catalogue published', 'Вышел каталог продукции 2025'),
    summary: l('新版目录收录 48 款硬件产品与全部软件方案，欢迎下载。', 'The new catalogue covers 48 hardware products and every software solution. Download it below.', 'В новый каталог вошли 48 аппаратных продуктов и все программные решения. Скачать его можно ниже.'),
    body: body(
      [
        p('2025 版产品目录现已发布，涵盖三防平板、车载电脑、控制盒、显示终端以及环视、DMS、ISOBUS 与 MDM 软件。'),
        p('目录 PDF 可在本文附件中下载，如需纸质版请联系销售。'),
        p('产品规格如有更新，以官网最新信息为准。'),
      ],
      [
        p('The 2025 catalogue is out, covering rugged tablets, in-vehicle computers, control boxes and displays, plus our surround-view, DMS, ISOBUS and MDM software.'),
        p('Download the PDF from the attachment below, or ask our sales team for a printed copy.'),
        p('If specifications change, the website always has the latest information.'),
      ],
      [
        p('Опубликован каталог продукции 2025 года: защищённые планшеты, бортовые компьютеры, блоки управления и дисплеи, а также программные решения — круговой обзор, DMS, ISOBUS и MDM.'),
        p('PDF-версия доступна во вложении к этой новости; печатный экземпляр можно запросить в отделе продаж.'),
        p('Если характеристики изменятся, актуальная информация всегда будет на нашем сайте.'),
      ],
    ),
    attachments: ['catalog2025'],
  },
  {
    date: '2025-07-01',
    category: 'company',
    cover: 'partner',
    title: l('与北方农机共建精准农业联合实验室', 'Joint precision-farming lab with Northern Agri Machinery', 'RuiTu и Northern Agri Machinery открыли совместную лабораторию точного земледелия'),
    summary: l('联合实验室将围绕 ISOBUS 兼容性测试与智能农机具控制开展研究。', 'The joint lab will focus on ISOBUS compatibility testing and smart implement control.', 'Лаборатория займётся испытаниями совместимости по ISOBUS и интеллектуальным управлением сельхозорудиями.'),
    body: body(
      [
        p('7 月 1 日，锐途智能与北方农机（虚构）共建的精准农业联合实验室揭牌。'),
        p('实验室配备多品牌 ISOBUS 农机具与测试台架，可模拟田间的各种作业工况。'),
        p('双方计划每年联合发布一份 ISOBUS 兼容性报告。'),
      ],
      [
        p('On 1 July RuiTu and the (fictional) Northern Agri Machinery opened a joint precision-farming lab.'),
        p('The lab has ISOBUS implements from several brands and test benches that simulate real field conditions.'),
        p('The partners plan to publish a joint ISOBUS compatibility report every year.'),
      ],
      [
        p('1 июля RuiTu и компания Northern Agri Machinery (вымышленная) открыли совместную лабораторию точного земледелия.'),
        p('Лаборатория оснащена ISOBUS-орудиями нескольких производителей и испытательными стендами, которые имитируют реальные полевые условия.'),
        p('Партнёры планируют ежегодно выпускать совместный отчёт о совместимости оборудования ISOBUS.'),
      ],
    ),
  },
  {
    date: '2025-10-16',
    category: 'company',
    cover: 'award',
    title: l('锐途智能成立十周年', 'RuiTu turns ten', 'Компании RuiTu — десять лет'),
    summary: l('十年间，锐途从一间小办公室成长为服务 40 多个国家客户的坚固计算企业。', 'In ten years RuiTu has grown from a small office into a rugged-computing company serving customers in over 40 countries.', 'За десять лет RuiTu выросла из небольшого офиса в производителя защищённой электроники, чьи клиенты работают более чем в 40 странах.'),
    body: body(
      [
        p('2015 年 10 月，锐途智能在深圳一间不到 100 平方米的办公室里成立。十年后的今天，我们的设备在矿山、港口、农田和城市道路上每天运行。'),
        h2('感谢同行的每一个人'),
        p('十周年之际，我们向全体员工、客户与合作伙伴表示感谢。下一个十年，我们将继续专注于让设备在最严苛的环境中可靠工作。'),
        ul(['10 年：从 5 人到 800 余人', '40 多个国家和地区的客户', '累计出货超过 80 万台']),
      ],
      [
        p('RuiTu was founded in October 2015 in a Shenzhen office of less than 100 square metres. Ten years later our devices work every day in mines, ports, fields and city streets.'),
        h2('Thank you for the journey'),
        p('On our tenth anniversary we thank every employee, customer and partner. For the next ten years we will stay focused on devices that keep working in the toughest places.'),
        ul(['10 years: from 5 people to more than 800', 'Customers in over 40 countries and regions', 'More than 800,000 units shipped']),
      ],
      [
        p('RuiTu была основана в октябре 2015 года в шэньчжэньском офисе площадью меньше 100 м². Десять лет спустя наши устройства ежедневно работают в карьерах и портах, на полях и городских улицах.'),
        h2('Спасибо всем, кто был с нами'),
        p('В день десятилетия мы благодарим каждого сотрудника, клиента и партнёра. И в следующие десять лет мы будем делать устройства, которые надёжно работают в самых суровых условиях.'),
        ul(['10 лет: от 5 до более чем 800 сотрудников', 'Клиенты более чем в 40 странах и регионах', 'Свыше 800 000 отгруженных устройств']),
      ],
    ),
    top: true,
    banner: true,
  },
  {
    date: '2026-03-09',
    category: 'company',
    cover: 'launch',
    title: l('RT-DMS3-PRO 通过 E-mark 车规认证', 'RT-DMS3-PRO earns E-mark approval', 'RT-DMS3-PRO получил одобрение E-mark'),
    summary: l('DMS 与 ADAS 一体机取得 E-mark 认证，可用于整车前装配套。', 'The DMS and ADAS all-in-one is now E-mark approved for factory fitment.', 'Моноблок DMS и ADAS сертифицирован по E-mark и допущен к штатной установке на конвейере.'),
    body: body(
      [
        p('RT-DMS3-PRO 已通过 E-mark 认证，满足欧洲车辆电子零部件的电磁兼容要求。'),
        p('这款产品同时监测驾驶员状态与前方道路，集成车道偏离、前车碰撞与行人碰撞预警。'),
        p('关于 DMS 如何减少疲劳驾驶事故，欢迎阅读附件中的白皮书。'),
      ],
      [
        p('The RT-DMS3-PRO has been granted E-mark approval, meeting European EMC requirements for vehicle electronics.'),
        p('It watches both the driver and the road ahead, with lane-departure, forward-collision and pedestrian-collision warnings.'),
        p('To learn how DMS reduces fatigue-related incidents, read the attached white paper.'),
      ],
      [
        p('Система RT-DMS3-PRO получила одобрение E-mark и соответствует европейским требованиям по электромагнитной совместимости автомобильной электроники.'),
        p('Устройство одновременно следит за состоянием водителя и дорогой впереди: оно предупреждает о сходе с полосы, об угрозе столкновения с впереди идущим транспортом и с пешеходом.'),
        p('Как системы DMS снижают число аварий из-за усталости водителя, рассказывает приложенный технический обзор (white paper).'),
      ],
    ),
    attachments: ['dmsWhitepaper'],
  },
  {
    date: '2026-08-18',
    category: 'company',
    cover: 'partner',
    title: l('中东服务中心正式运营', 'Middle East service center opens', 'Открыт сервисный центр на Ближнем Востоке'),
    summary: l('新服务中心提供备件、维修与培训，服务响应时间缩短至 48 小时以内。', 'The new center offers spares, repairs and training, cutting response times to under 48 hours.', 'Новый центр берёт на себя запчасти, ремонт и обучение; время реакции сервиса сокращено до 48 часов.'),
    body: body(
      [
        p('为更好地服务中东与北非地区的矿业、港口与物流客户，锐途智能中东服务中心于 8 月 18 日正式运营。'),
        ul(['本地备件库，常用备件当天发出', '维修与返修服务', '面向客户工程师的技术培训']),
        p('这是公司继欧洲、东南亚之后的第三个海外服务中心。'),
      ],
      [
        p('To better serve mining, port and logistics customers across the Middle East and North Africa, RuiTu opened its Middle East service center on 18 August.'),
        ul(['A local spares store, with common parts shipped the same day', 'Repair and return services', 'Technical training for customer engineers']),
        p('It is the company’s third overseas service center, after Europe and Southeast Asia.'),
      ],
      [
        p('Чтобы оперативнее обслуживать горнодобывающие, портовые и логистические компании Ближнего Востока и Северной Африки, 18 августа RuiTu открыла сервисный центр в этом регионе.'),
        ul(['Собственный склад запчастей: ходовые позиции отгружаются в день заказа', 'Ремонт и возврат оборудования', 'Техническое обучение для инженеров заказчиков']),
        p('Это третий зарубежный сервисный центр компании — после Европы и Юго-Восточной Азии.'),
      ],
    ),
    top: true,
  },

  // ---------------------------------------------------------------- industry (6)
  {
    date: '2023-04-03',
    category: 'industry',
    cover: 'partner',
    title: l('商用车主动安全：从“看得见”到“提前预警”', 'Commercial-vehicle safety: from seeing to warning ahead', 'Безопасность коммерческого транспорта: от обзора к упреждающим предупреждениям'),
    summary: l('盲区监测与驾驶员监测正在成为商用车的标配，行业关注点转向识别准确率与误报率。', 'Blind-spot and driver monitoring are becoming standard on commercial vehicles; the focus now is accuracy and false alarms.', 'Контроль слепых зон и мониторинг водителя становятся стандартом для коммерческого транспорта. Теперь в центре внимания — точность распознавания и число ложных срабатываний.'),
    body: body(
      [
        p('越来越多的地区要求大型车辆安装盲区监测与驾驶员状态监测设备。'),
        h2('行业趋势'),
        ul(['从单纯录像走向实时预警', '从单一摄像头走向多传感器融合', '从事后追责走向事前干预']),
        p('对设备厂商而言，降低误报率与提高夜间识别能力，是赢得司机认可的关键。'),
      ],
      [
        p('More and more regions require large vehicles to carry blind-spot and driver-monitoring equipment.'),
        h2('Where the industry is going'),
        ul(['From recording to real-time warnings', 'From a single camera to sensor fusion', 'From assigning blame afterwards to stepping in beforehand']),
        p('For vendors, fewer false alarms and better night-time detection are what win drivers over.'),
      ],
      [
        p('Всё больше регионов обязывают оснащать крупногабаритный транспорт системами контроля слепых зон и мониторинга состояния водителя.'),
        h2('Куда движется отрасль'),
        ul(['От видеозаписи — к предупреждениям в реальном времени', 'От одной камеры — к объединению данных нескольких датчиков', 'От поиска виновных после аварии — к вмешательству до неё']),
        p('Для производителей ключ к доверию водителей — меньше ложных срабатываний и уверенное распознавание в тёмное время суток.'),
      ],
    ),
  },
  {
    date: '2023-11-28',
    category: 'industry',
    cover: 'field',
    title: l('精准农业迈入 ISOBUS 时代', 'Precision farming enters the ISOBUS era', 'Точное земледелие входит в эпоху ISOBUS'),
    summary: l('统一的通信标准让不同品牌的拖拉机与农机具“说同一种语言”。', 'A common standard lets tractors and implements of different brands speak the same language.', 'Единый стандарт позволяет тракторам и орудиям разных марок «говорить на одном языке».'),
    body: body(
      [
        p('ISOBUS（ISO 11783）规定了拖拉机、农机具与终端之间的通信方式。'),
        p('对农场而言，这意味着一台终端即可操作多种农机具，作业数据也能统一记录与分析。'),
        h2('值得关注的功能'),
        ul(['TC-SEC 自动分段控制', 'TC-GEO 变量作业', 'AUX-N 辅助控制']),
      ],
      [
        p('ISOBUS (ISO 11783) defines how tractors, implements and terminals talk to each other.'),
        p('For a farm, that means one terminal can run many implements and all job data can be recorded and analysed in one place.'),
        h2('Functions worth knowing'),
        ul(['TC-SEC automatic section control', 'TC-GEO variable-rate application', 'AUX-N auxiliary control']),
      ],
      [
        p('ISOBUS (ISO 11783) определяет, как обмениваются данными тракторы, сельхозорудия и терминалы.'),
        p('Для хозяйства это означает, что с одного терминала можно работать с множеством орудий, а все данные о полевых работах записываются и анализируются в одном месте.'),
        h2('Функции, о которых стоит знать'),
        ul(['TC-SEC — автоматическое посекционное управление', 'TC-GEO — дифференцированное внесение', 'AUX-N — вспомогательное управление']),
      ],
    ),
  },
  {
    date: '2024-05-15',
    category: 'industry',
    cover: 'factory',
    title: l('智慧矿山建设提速，车载终端需求旺盛', 'Smart mining speeds up, and so does demand for vehicle terminals', '«Умные» карьеры набирают темп — растёт и спрос на бортовые терминалы'),
    summary: l('无人驾驶矿卡与远程操控推动矿区车载计算设备升级。', 'Autonomous haul trucks and remote operation are driving an upgrade of in-vehicle computing at mines.', 'Беспилотные карьерные самосвалы и дистанционное управление требуют модернизации бортовой вычислительной техники на горных предприятиях.'),
    body: body(
      [
        p('露天矿正在加快推进无人驾驶与远程操控，车载计算设备需要同时满足算力、可靠性与通信要求。'),
        p('宽温、抗振与多路摄像头接入，是矿用车载电脑的三项基本要求。'),
        p('业内预计，未来三年矿用车载终端市场将保持两位数增长。'),
      ],
      [
        p('Open-pit mines are moving faster towards autonomous and remote-operated trucks, and vehicle computers must deliver compute, reliability and connectivity at once.'),
        p('Wide temperature range, vibration resistance and many camera inputs are the three basics of a mining vehicle computer.'),
        p('The industry expects double-digit growth in mining vehicle terminals over the next three years.'),
      ],
      [
        p('Открытые горные работы ускоренно переходят на беспилотные и дистанционно управляемые карьерные самосвалы. Бортовой компьютер должен одновременно обеспечивать вычислительную мощность, надёжность и связь.'),
        p('Широкий диапазон рабочих температур, стойкость к вибрации и множество входов для камер — три базовых требования к бортовому компьютеру для горной техники.'),
        p('Участники рынка ожидают, что в ближайшие три года сегмент бортовых терминалов для горнодобывающей отрасли будет расти двузначными темпами.'),
      ],
    ),
  },
  {
    date: '2025-01-09',
    category: 'industry',
    cover: 'partner',
    title: l('车队数字化：从定位追踪到设备管理', 'Fleet digitalisation: from tracking to device management', 'Цифровизация автопарка: от GPS-мониторинга к управлению устройствами'),
    summary: l('当车上终端越来越多，如何统一管理成为车队数字化的新课题。', 'As vehicles carry more devices, managing them all becomes the next step in fleet digitalisation.', 'Чем больше устройств на борту, тем важнее управлять ими централизованно. Это и есть следующий этап цифровизации автопарка.'),
    body: body(
      [
        p('十年前，车队数字化意味着给车辆装上定位终端。如今，一辆车上可能有平板、车载电脑、摄像头与多种传感器。'),
        h2('设备管理的三个难题'),
        ul(['升级难：设备分散在各地，无法逐台操作', '安全难：设备丢失后数据面临泄露风险', '规范难：终端被用于与工作无关的用途']),
        p('移动设备管理（MDM）平台正是为解决这些问题而生。'),
      ],
      [
        p('Ten years ago, digitalising a fleet meant fitting a tracker. Today a single vehicle may carry a tablet, a computer, cameras and many sensors.'),
        h2('Three device-management headaches'),
        ul(['Updates: devices are spread out and cannot be handled one by one', 'Security: a lost device puts data at risk', 'Discipline: devices get used for things that are not work']),
        p('Mobile device management (MDM) platforms exist to solve exactly these problems.'),
      ],
      [
        p('Десять лет назад цифровизация автопарка означала установку GPS-трекера. Сегодня на одной машине могут стоять планшет, бортовой компьютер, камеры и множество датчиков.'),
        h2('Три главные проблемы управления устройствами'),
        ul(['Обновления: устройства разбросаны по разным площадкам, обслуживать каждое вручную невозможно', 'Безопасность: потерянное устройство ставит под угрозу данные', 'Дисциплина: устройства используют не по назначению']),
        p('Платформы управления мобильными устройствами (MDM) созданы именно для решения этих задач.'),
      ],
    ),
  },
  {
    date: '2025-08-27',
    category: 'industry',
    cover: 'partner',
    title: l('5G 港口：从试点走向规模应用', '5G ports: from pilots to everyday operations', '5G в портах: от пилотных проектов к повседневной работе'),
    summary: l('远程操控与高清视频回传正在更多码头落地。', 'Remote operation and HD video uplink are arriving at more and more terminals.', 'Дистанционное управление и передача HD-видео приходят на всё новые контейнерные терминалы.'),
    body: body(
      [
        p('过去几年，5G 在港口主要用于试点项目。如今，越来越多的码头开始在日常作业中使用 5G 远程操控。'),
        p('稳定的上行带宽与低时延，是远程操控场景的核心需求。车载终端需要支持多链路聚合，以应对信号波动。'),
        p('可以预见，5G 将成为智慧港口的基础设施。'),
      ],
      [
        p('For years 5G in ports meant pilot projects. Now more terminals use 5G remote operation in daily work.'),
        p('Steady uplink bandwidth and low latency are what remote operation needs most, and vehicle terminals must bond several links to ride out signal swings.'),
        p('5G is on its way to becoming basic infrastructure for smart ports.'),
      ],
      [
        p('Долгое время 5G в портах ограничивался пилотными проектами. Теперь всё больше контейнерных терминалов используют дистанционное управление по 5G в повседневной работе.'),
        p('Для дистанционного управления важнее всего стабильная пропускная способность восходящего канала и низкая задержка. Бортовые терминалы должны объединять несколько каналов связи, чтобы сглаживать колебания сигнала.'),
        p('5G уверенно становится базовой инфраструктурой «умного» порта.'),
      ],
    ),
  },
  {
    date: '2026-05-12',
    category: 'industry',
    cover: 'launch',
    title: l('AI 驾驶员监测走向普及', 'AI driver monitoring goes mainstream', 'ИИ-мониторинг водителя становится массовым'),
    summary: l('端侧 AI 芯片成本下降，让 DMS 从高端车型走向普通商用车。', 'Cheaper on-device AI chips are taking DMS from premium models to everyday commercial vehicles.', 'Дешевеющие бортовые ИИ-процессоры переносят DMS из премиальных моделей в обычный коммерческий транспорт.'),
    body: body(
      [
        p('随着端侧 AI 芯片性能提升、成本下降，驾驶员监测系统正在快速普及。'),
        ul(['识别类型从疲劳扩展到分心、抽烟、打电话', '夜间红外识别成为标配', '报警数据与车队管理平台打通']),
        p('行业的下一个方向，是在保护隐私的前提下，让报警更准确、更少打扰司机。'),
      ],
      [
        p('As on-device AI chips get faster and cheaper, driver monitoring is spreading quickly.'),
        ul(['Detection now covers distraction, smoking and phone use as well as fatigue', 'Infrared night-time detection is standard', 'Alert data flows into fleet-management platforms']),
        p('The next step is more accurate alerts that bother drivers less, while protecting their privacy.'),
      ],
      [
        p('Бортовые ИИ-процессоры становятся быстрее и дешевле — и системы мониторинга водителя стремительно распространяются.'),
        ul(['Помимо усталости системы распознают отвлечение, курение и разговор по телефону', 'Ночное распознавание в ИК-диапазоне стало стандартом', 'Данные о тревогах передаются в системы управления автопарком']),
        p('Следующая задача отрасли — более точные предупреждения, которые меньше отвлекают водителя, при надёжной защите его личных данных.'),
      ],
    ),
  },

  // ---------------------------------------------------------------- events (5)
  {
    date: '2023-09-05',
    category: 'events',
    cover: 'expo',
    title: l('锐途智能亮相国际农业机械展', 'RuiTu at the International Agricultural Machinery Show', 'RuiTu на Международной выставке сельскохозяйственной техники'),
    summary: l('展台展出 ISOBUS 终端与农机三防平板，现场演示分段控制。', 'The booth featured ISOBUS terminals and farm tablets, with live section-control demos.', 'На стенде были представлены терминалы ISOBUS и планшеты для сельхозтехники, а посекционное управление демонстрировалось вживую.'),
    body: body(
      [
        p('9 月 5 日至 7 日，锐途智能参加国际农业机械展。'),
        p('展台搭建了拖拉机驾驶室模型，观众可以亲手体验 ISOBUS 终端的操作。'),
        p('展会期间，公司与多家农机企业达成合作意向。'),
      ],
      [
        p('From 5 to 7 September RuiTu exhibited at the International Agricultural Machinery Show.'),
        p('A tractor-cab mock-up on the booth let visitors try the ISOBUS terminal for themselves.'),
        p('During the show the company agreed to work with several machinery makers.'),
      ],
      [
        p('С 5 по 7 сентября RuiTu участвовала в Международной выставке сельскохозяйственной техники.'),
        p('На стенде был установлен макет кабины трактора: посетители могли сами поработать с терминалом ISOBUS.'),
        p('В ходе выставки компания договорилась о сотрудничестве с несколькими производителями сельхозтехники.'),
      ],
    ),
  },
  {
    date: '2024-04-16',
    category: 'events',
    cover: 'expo',
    title: l('锐途智能参加亚洲物流技术展', 'RuiTu at the Asia Logistics Technology Show', 'RuiTu на Азиатской выставке логистических технологий'),
    summary: l('扫描型三防平板与叉车车载电脑吸引了大量仓储物流客户。', 'Scanner tablets and forklift computers drew crowds of warehouse and logistics visitors.', 'Планшеты со сканером и бортовые компьютеры для погрузчиков привлекли множество специалистов по складской логистике.'),
    body: body(
      [
        p('在 4 月举办的亚洲物流技术展上，锐途智能展示了面向仓储物流的完整方案。'),
        ul(['RT-T7S 扫描型三防平板', 'RT-V7 叉车车载电脑', 'MDM 平台的单应用锁定模式']),
        p('三天展期内，展台共接待观众 3000 余人次。'),
      ],
      [
        p('At the Asia Logistics Technology Show in April, RuiTu showed a complete setup for warehouses and logistics.'),
        ul(['RT-T7S rugged tablet with scanner', 'RT-V7 forklift computer', 'Kiosk mode on the MDM platform']),
        p('More than 3,000 visitors came to the booth over three days.'),
      ],
      [
        p('На апрельской Азиатской выставке логистических технологий RuiTu показала комплексное решение для складов и логистики.'),
        ul(['Защищённый планшет RT-T7S со встроенным сканером', 'Бортовой компьютер RT-V7 для погрузчиков', 'Режим киоска платформы MDM']),
        p('За три дня выставки стенд посетили более 3000 человек.'),
      ],
    ),
  },
  {
    date: '2024-11-08',
    category: 'events',
    cover: 'expo',
    title: l('2024 开发者大会圆满落幕', '2024 Developer Conference wraps up', 'Завершилась конференция разработчиков 2024'),
    summary: l('500 多位开发者参加了本届大会，围绕车载应用、视觉 SDK 与 MDM 开放接口展开交流。', 'More than 500 developers joined to discuss vehicle apps, the vision SDK and the MDM open API.', 'Более 500 разработчиков обсудили бортовые приложения, SDK машинного зрения и открытый API платформы MDM.'),
    body: body(
      [
        p('11 月 8 日，锐途智能 2024 开发者大会在深圳举行。'),
        h2('大会亮点'),
        ul(['发布环视与 DMS SDK 2.0', '开放 MDM 平台 API，支持批量自动化部署', '合作伙伴展示基于三防平板的行业应用']),
        p('大会议程与产品目录见附件。'),
      ],
      [
        p('RuiTu’s 2024 Developer Conference took place in Shenzhen on 8 November.'),
        h2('Highlights'),
        ul(['Surround-view and DMS SDK 2.0 released', 'Open MDM API for automated, large-scale roll-outs', 'Partners showed industry apps built on our rugged tablets']),
        p('The agenda and the product catalogue are attached.'),
      ],
      [
        p('8 ноября в Шэньчжэне прошла конференция разработчиков RuiTu 2024.'),
        h2('Главное'),
        ul(['Вышли SDK кругового обзора и DMS версии 2.0', 'Открыт API платформы MDM для автоматизированного массового развёртывания', 'Партнёры представили отраслевые приложения на базе защищённых планшетов RuiTu']),
        p('Программа конференции и каталог продукции — во вложении.'),
      ],
    ),
    banner: true,
    attachments: ['cpdcAgenda', 'catalog2025'],
  },
  {
    date: '2025-06-12',
    category: 'events',
    cover: 'expo',
    title: l('锐途智能亮相国际矿业装备展', 'RuiTu at the International Mining Equipment Expo', 'RuiTu на Международной выставке горного оборудования'),
    summary: l('矿用车载电脑、重型环视与 DMS 组成的矿卡安全方案成为展台焦点。', 'Our haul-truck safety setup of mining computer, heavy-vehicle surround view and DMS was the center of attention.', 'В центре внимания оказался комплекс безопасности для карьерного самосвала: бортовой компьютер для горной техники, круговой обзор для тяжёлых машин и DMS.'),
    body: body(
      [
        p('6 月 12 日，国际矿业装备展开幕。锐途智能展台以一台矿卡驾驶室模型为中心，完整展示了矿卡智能化方案。'),
        p('观众可以在驾驶位上体验环视画面与疲劳报警。'),
        p('多家矿山企业现场预约了实地测试。'),
      ],
      [
        p('The International Mining Equipment Expo opened on 12 June. RuiTu’s booth was built around a haul-truck cab that showed the whole smart-truck solution.'),
        p('Visitors could sit in the driver’s seat and try the surround view and fatigue alerts.'),
        p('Several mining companies booked field trials on the spot.'),
      ],
      [
        p('12 июня открылась Международная выставка горного оборудования. Центром стенда RuiTu стала кабина карьерного самосвала, на примере которой было показано комплексное решение для «умной» горной техники.'),
        p('Посетители могли сесть на место водителя и своими глазами увидеть круговой обзор и предупреждения об усталости.'),
        p('Несколько горнодобывающих компаний прямо на стенде договорились о полевых испытаниях.'),
      ],
    ),
  },
  {
    date: '2026-10-20',
    category: 'events',
    cover: 'partner',
    title: l('2026 客户技术研讨会在武汉举行', '2026 customer technical seminar held in Wuhan', 'В Ухане прошёл технический семинар для клиентов 2026'),
    summary: l('来自物流、农业与公交行业的 200 位客户工程师参加了为期两天的研讨与培训。', 'Two hundred customer engineers from logistics, farming and public transport joined two days of talks and training.', 'Двухдневная программа докладов и обучения собрала 200 инженеров заказчиков из логистики, сельского хозяйства и общественного транспорта.'),
    body: body(
      [
        p('10 月 20 日至 21 日，锐途智能客户技术研讨会在武汉研发中心举行。'),
        ul(['车载应用开发与调试实践', 'MDM 平台大规模部署经验分享', '实车测试场体验环视与 DMS']),
        p('研讨会资料已通过邮件发送给参会者。'),
      ],
      [
        p('RuiTu’s customer technical seminar took place at the Wuhan R&D center on 20 and 21 October.'),
        ul(['Building and debugging vehicle apps', 'Lessons from large-scale MDM roll-outs', 'Hands-on surround view and DMS at the test track']),
        p('Seminar materials have been emailed to all participants.'),
      ],
      [
        p('20–21 октября в уханьском R&D-центре RuiTu прошёл технический семинар для клиентов.'),
        ul(['Разработка и отладка бортовых приложений', 'Опыт масштабного развёртывания платформы MDM', 'Круговой обзор и DMS в деле на испытательном полигоне']),
        p('Материалы семинара разосланы участникам по электронной почте.'),
      ],
    ),
  },
]
