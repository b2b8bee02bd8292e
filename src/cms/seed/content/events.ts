/**
 * The seeded events (docs/events.md), in Chinese and English:
 *   cpdc2024  the 2024 developer conference (the /cpdc-2024 page's event), with past registrations
 *   gala2025  the tenth-anniversary gala and partner summit, with personal invitations
 *             (/invitation2025) and the anniversary sign-in page
 *   mega1     the MEGA1 launch (/mega1-invitation), open for registration at seeding time
 * People, companies, places and programmes are fictional.
 */
import { l, type L } from './common'
import { partnerNames, type PartnerLogoKey } from './eventPictures'
import type { MediaId } from './pages'
import { seedCode } from './seedCodes'

/** An instant given in the venue's time (UTC+8), as an ISO string. */
export function local(dateTime: string): string {
  return new Date(`${dateTime.replace(' ', 'T')}:00+08:00`).toISOString()
}

type Speaker = { key: string; name: L; role: L; bio: L }

const speakers: Record<string, Speaker> = {
  chen: {
    key: 'chen',
    name: l('陈启明', 'Chen Qiming', 'Чэнь Цимин'),
    role: l('锐途智能 首席技术官', 'CTO, RuiTu', 'Технический директор RuiTu'),
    bio: l('负责锐途全部硬件与系统平台，十五年车载与工业计算经验。', 'Leads RuiTu’s hardware and system platforms; fifteen years in vehicle and industrial computing.', 'Отвечает за все аппаратные и системные платформы RuiTu. 15 лет опыта в разработке бортовых и промышленных компьютеров.'),
  },
  lin: {
    key: 'lin',
    name: l('林晓雯', 'Lin Xiaowen', 'Линь Сяовэнь'),
    role: l('视觉算法负责人', 'Head of Vision Algorithms', 'Руководитель направления компьютерного зрения'),
    bio: l('全景环视与驾驶员监测算法团队负责人，专注端侧推理与低照度成像。', 'Leads the surround-view and driver-monitoring algorithm teams; on-device inference and low-light imaging.', 'Возглавляет команды алгоритмов кругового обзора и мониторинга водителя. Специализация — инференс на устройстве и съёмка при слабом освещении.'),
  },
  zhao: {
    key: 'zhao',
    name: l('赵德华', 'Zhao Dehua', 'Чжао Дэхуа'),
    role: l('MDM 平台架构师', 'MDM Platform Architect', 'Архитектор платформы MDM'),
    bio: l('锐途 MDM 平台的首席架构师，主导开放接口与大规模设备管理。', 'Chief architect of the RuiTu MDM platform; its open API and fleet-scale device management.', 'Главный архитектор платформы RuiTu MDM: отвечает за открытый API и управление крупными парками устройств.'),
  },
  wang: {
    key: 'wang',
    name: l('王珊', 'Wang Shan', 'Ван Шань'),
    role: l('生态合作总监', 'Director of Partnerships', 'Директор по работе с партнёрами'),
    bio: l('负责开发者生态与合作伙伴计划，连接行业客户与方案商。', 'Runs the developer ecosystem and partner programme, connecting industry customers with solution builders.', 'Развивает экосистему разработчиков и партнёрскую программу, помогает отраслевым заказчикам найти интеграторов и разработчиков решений.'),
  },
}

const speakerRow = (key: keyof typeof speakers, media: MediaId) => {
  const speaker = speakers[key]!
  return { name: speaker.name, role: speaker.role, bio: speaker.bio, photo: media(`speaker-${speaker.key}`) }
}

const partner = (key: PartnerLogoKey, tier: 'host' | 'sponsor' | 'partner' | 'media', media: MediaId) => ({
  name: partnerNames[key],
  tier,
  logo: media(`partner-${key}`),
  url: '',
})

const host = { name: l('锐途智能', 'RuiTu Rugged Computing', 'RuiTu Rugged Computing'), tier: 'host' as const, url: '/' }

const option = (value: string, label: L) => ({ value, label })

// ---------------------------------------------------------------------------------------------

export function cpdc2024Event(media: MediaId) {
  return {
    token: 'cpdc2024',
    title: l('2024 锐途开发者大会', 'RuiTu Developer Conference 2024', 'Конференция разработчиков RuiTu 2024'),
    subtitle: l(
      '与锐途工程师面对面：车载终端应用开发、全景环视与驾驶员监测 SDK、MDM 开放接口，一天讲透。',
      'Meet RuiTu’s engineers for a day on building apps for vehicle terminals, the surround-view and driver-monitoring SDKs, and the MDM open API.',
      'Целый день с инженерами RuiTu: разработка приложений для бортовых терминалов, SDK кругового обзора и мониторинга водителя, открытый API MDM.',
    ),
    startsAt: local('2024-11-16 09:00'),
    endsAt: local('2024-11-16 17:30'),
    theme: 'conference',
    heroImage: media('conference-hero'),
    intro: l(
      'CPDC 是锐途面向开发者的年度技术大会。今年我们把实验室搬进报告厅：上午是平台与路线图，下午是两场动手工作坊——带上笔记本，现场把你的应用跑在车载平板上。\n\n参会免费，名额有限，报名审核通过后凭参会码入场。',
      'CPDC is RuiTu’s yearly conference for developers. This year we bring the lab into the auditorium: platforms and road map in the morning, two hands-on workshops in the afternoon — bring a laptop and run your app on a vehicle tablet before you leave.\n\nAttendance is free and seats are limited; your personal check-in code gets you in.',
      'CPDC — ежегодная техническая конференция RuiTu для разработчиков. В этом году мы переносим лабораторию прямо в конференц-зал: утром — платформы и дорожная карта, после обеда — два практических воркшопа. Приходите с ноутбуком: уже на конференции ваше приложение заработает на бортовом планшете.\n\nУчастие бесплатное, количество мест ограничено. После одобрения заявки вы получите персональный код участника — по нему вас пропустят на площадку.',
    ),
    highlights: [
      { title: l('动手工作坊', 'Hands-on workshops', 'Практические воркшопы'), text: l('全景环视与 DMS SDK 实战，真机调试。', 'Surround-view and DMS SDKs on real devices.', 'SDK кругового обзора и DMS в деле, отладка на реальных устройствах.') },
      { title: l('MDM 开放接口', 'MDM open API', 'Открытый API MDM'), text: l('用脚本完成数千台设备的批量部署。', 'Roll out thousands of devices from a script.', 'Массовое развёртывание тысяч устройств одним скриптом.') },
      { title: l('样机体验区', 'Device lab', 'Демозона'), text: l('十余款坚固平板与车载电脑现场可试。', 'More than ten rugged tablets and vehicle computers to try.', 'Более десяти защищённых планшетов и бортовых компьютеров — всё можно попробовать вживую.') },
      { title: l('与工程师交流', 'Meet the engineers', 'Общение с инженерами'), text: l('产品、算法与平台团队全天在场答疑。', 'Product, algorithm and platform teams on hand all day.', 'Продуктовая команда, разработчики алгоритмов и платформы весь день отвечают на вопросы.') },
    ],
    venue: {
      name: l('深圳 · 锐途科技园 3 栋报告厅', 'Auditorium, Building 3, RuiTu Technology Park, Shenzhen', 'Шэньчжэнь, технопарк RuiTu, корпус 3, конференц-зал'),
      address: l('深圳市南山区科苑大道 88 号锐途科技园（虚构地址）', 'RuiTu Technology Park, 88 Keyuan Avenue, Nanshan, Shenzhen (fictional address)', 'Шэньчжэнь, район Наньшань, проспект Кэюань, 88, технопарк RuiTu (вымышленный адрес)'),
      map: media('event-map-techpark'),
      mapUrl: '',
      directions: l(
        '地铁 2 号线科苑站 C 出口，沿科技南路向南步行约 6 分钟。园区地下停车场对参会者免费开放，入口在创新路。',
        'Metro line 2 to Keyuan, exit C, then a six-minute walk south along Keji South Road. The park’s underground car park is free for attendees; enter from Chuangxin Road.',
        'Метро: линия 2, станция «Кэюань», выход C, далее около 6 минут пешком на юг по улице Кэцзи-Наньлу. Подземная парковка технопарка для участников бесплатна, въезд с улицы Чуансинь.',
      ),
    },
    agenda: [
      {
        time: '09:00',
        title: l('开幕主题演讲：端侧 AI 时代的坚固计算', 'Opening keynote: rugged computing in the age of on-device AI', 'Пленарный доклад на открытии: защищённые вычисления в эпоху периферийного ИИ'),
        speaker: speakers.chen!.name,
        description: l('锐途平台路线图与 2025 年新品预览。', 'RuiTu’s platform road map and a preview of the 2025 devices.', 'Дорожная карта платформ RuiTu и первый взгляд на новинки 2025 года.'),
      },
      {
        time: '10:30',
        title: l('车载平板应用开发：底座、电源状态与 CAN 数据', 'Building apps for vehicle tablets: docks, power states and CAN data', 'Приложения для бортовых планшетов: док-станции, режимы питания и данные шины CAN'),
        speaker: speakers.chen!.name,
        description: l('用系统接口处理点火、休眠与底座插拔，并读取车辆总线数据。', 'Handle ignition, sleep and docking through the system API, and read the vehicle bus.', 'Как через системный API отрабатывать зажигание, спящий режим и установку в док-станцию, а также читать данные с бортовой шины.'),
      },
      { time: '12:00', title: l('午餐与样机体验', 'Lunch and device lab', 'Обед и демозона'), speaker: l('', '', ''), description: l('', '', '') },
      {
        time: '13:30',
        title: l('全景环视与 DMS SDK 实战工作坊', 'Surround view and DMS SDK workshop', 'Воркшоп: SDK кругового обзора и DMS на практике'),
        speaker: speakers.lin!.name,
        description: l('从标定到告警：一个下午完成环视拼接与疲劳检测集成。', 'From calibration to alerts: stitch a surround view and wire up fatigue detection in one afternoon.', 'От калибровки до оповещений: за полдня собираем круговой обзор и подключаем контроль усталости водителя.'),
      },
      {
        time: '15:00',
        title: l('MDM 开放接口：自动化批量部署', 'MDM open API: automating fleet roll-outs', 'Открытый API MDM: автоматизация массового развёртывания'),
        speaker: speakers.zhao!.name,
        description: l('分组策略、静默安装与远程诊断的接口用法。', 'Group policies, silent installs and remote diagnostics through the API.', 'Групповые политики, тихая установка приложений и удалённая диагностика через API.'),
      },
      {
        time: '16:30',
        title: l('合作伙伴案例分享与闭幕', 'Partner showcase and closing remarks', 'Кейсы партнёров и закрытие конференции'),
        speaker: speakers.wang!.name,
        description: l('物流、矿山与农业客户的落地经验。', 'Lessons from customers in logistics, mining and farming.', 'Опыт внедрения у заказчиков из логистики, горнодобывающей отрасли и сельского хозяйства.'),
      },
    ],
    speakers: (['chen', 'lin', 'zhao', 'wang'] as const).map((key) => speakerRow(key, media)),
    partners: [
      host,
      partner('openlab', 'sponsor', media),
      partner('beichen', 'partner', media),
      partner('tiangong', 'partner', media),
      partner('qihang', 'partner', media),
      partner('review', 'media', media),
    ],
    registration: {
      opensAt: local('2024-10-08 10:00'),
      closesAt: local('2024-11-14 23:59'),
      capacity: 400,
      questions: [
        {
          key: 'focus',
          label: l('您的开发方向', 'What do you build?', 'Ваше направление разработки'),
          type: 'single',
          required: true,
          options: [
            option('android', l('Android 应用', 'Android apps', 'Приложения для Android')),
            option('linux', l('嵌入式 Linux', 'Embedded Linux', 'Встраиваемый Linux')),
            option('vision', l('视觉算法', 'Vision algorithms', 'Алгоритмы компьютерного зрения')),
            option('integration', l('系统集成', 'System integration', 'Системная интеграция')),
            option('other', l('其他', 'Something else', 'Другое')),
          ],
        },
        {
          key: 'workshops',
          label: l('希望参加的工作坊', 'Workshops you would like to join', 'На какие воркшопы вы хотели бы попасть'),
          type: 'multiple',
          required: false,
          options: [
            option('surround', l('全景环视 SDK', 'Surround-view SDK', 'SDK кругового обзора')),
            option('dms', l('驾驶员监测 SDK', 'Driver-monitoring SDK', 'SDK мониторинга водителя')),
            option('mdm', l('MDM 开放接口', 'MDM open API', 'Открытый API MDM')),
          ],
        },
        { key: 'devices', label: l('您目前使用的锐途设备型号', 'RuiTu devices you use today', 'Какие модели устройств RuiTu вы используете'), type: 'text', required: false, options: [] },
      ],
    },
    invitation: { letter: l('', '', ''), signature: l('', '', '') },
    anniversarySignIn: false,
  }
}

export function gala2025Event(media: MediaId) {
  return {
    token: 'gala2025',
    title: l('锐途十周年庆典暨 2025 合作伙伴大会', 'RuiTu at Ten: Anniversary Gala & Partner Summit 2025', '10 лет RuiTu: юбилейный вечер и Партнёрский саммит 2025'),
    subtitle: l('十年同行，感谢有你。与我们一起回顾十年，展望下一个十年。', 'Ten years together — thank you. Look back with us, and ahead to the next ten.', 'Десять лет вместе — спасибо, что вы с нами. Давайте вспомним пройденный путь и заглянем в следующее десятилетие.'),
    startsAt: local('2025-10-16 14:00'),
    endsAt: local('2025-10-16 21:30'),
    theme: 'gala',
    heroImage: media('event-gala-hero'),
    intro: l(
      '2015 年 10 月，锐途在深圳一间不到 100 平方米的办公室里起步。十年后，锐途设备在 40 多个国家和地区的矿山、港口、农田与城市道路上每天运行。\n\n十周年之际，我们邀请客户与合作伙伴齐聚深圳湾：下午是合作伙伴大会与年度伙伴颁奖，晚上是十周年晚宴与演出。',
      'In October 2015 RuiTu started in a Shenzhen office of less than 100 square metres. Ten years later our devices work every day in mines, ports, fields and city streets in more than 40 countries and regions.\n\nFor our tenth anniversary we invite customers and partners to Shenzhen Bay: the partner summit and the partner awards in the afternoon, the anniversary dinner and a show in the evening.',
      'В октябре 2015 года RuiTu начинала свой путь в шэньчжэньском офисе площадью меньше 100 квадратных метров. Десять лет спустя устройства RuiTu ежедневно работают на рудниках и в портах, на полях и городских улицах более чем в 40 странах и регионах.\n\nВ честь юбилея мы приглашаем клиентов и партнёров на берег Шэньчжэньского залива: днём — Партнёрский саммит и вручение ежегодных наград партнёрам, вечером — юбилейный ужин и концертная программа.',
    ),
    highlights: [
      { title: l('十年回顾展', 'Ten years on show', 'Выставка «10 лет RuiTu»'), text: l('从第一台样机到 MEGA1，十年产品一次看全。', 'From the first prototype to MEGA1: ten years of devices in one room.', 'От первого прототипа до MEGA1: все устройства за десять лет в одном зале.') },
      { title: l('年度伙伴颁奖', 'Partner awards', 'Награды партнёрам'), text: l('表彰与我们共同成长的客户与伙伴。', 'Honouring the customers and partners who grew with us.', 'Чествуем клиентов и партнёров, которые росли вместе с нами.') },
      { title: l('十周年晚宴', 'Anniversary dinner', 'Юбилейный ужин'), text: l('海景宴会厅晚宴、演出与抽奖。', 'Dinner in the seaview ballroom, a show and a prize draw.', 'Ужин в банкетном зале с видом на море, концертная программа и розыгрыш призов.') },
    ],
    venue: {
      name: l('深圳湾畔酒店 · 海景宴会厅', 'Seaview Ballroom, Bayside Hotel Shenzhen', 'Шэньчжэнь, отель Bayside, банкетный зал Seaview'),
      address: l('深圳市南山区滨海大道 2025 号（虚构地址）', '2025 Binhai Boulevard, Nanshan, Shenzhen (fictional address)', 'Шэньчжэнь, район Наньшань, проспект Биньхай, 2025 (вымышленный адрес)'),
      map: media('event-map-bayside'),
      mapUrl: '',
      directions: l('地铁 2 号线、11 号线后海站 E 出口，沿滨海大道向东步行约 8 分钟。酒店停车场为来宾提供免费停车。', 'Metro lines 2 and 11 to Houhai, exit E, then eight minutes east along Binhai Boulevard. Free parking for guests at the hotel.', 'Метро: линии 2 и 11, станция «Хоухай», выход E, далее около 8 минут пешком на восток по проспекту Биньхай. Для гостей — бесплатная парковка отеля.'),
    },
    agenda: [
      { time: '14:00', title: l('来宾签到 · 十年回顾展', 'Arrival and check-in · Ten years on show', 'Регистрация гостей · Выставка «10 лет RuiTu»'), speaker: l('', '', ''), description: l('凭邀请码或手机号签到，领取来宾证。', 'Check in with your code or mobile number and collect your badge.', 'Регистрация по коду приглашения или номеру мобильного телефона, выдача бейджей.') },
      { time: '15:00', title: l('合作伙伴大会：下一个十年', 'Partner summit: the next ten years', 'Партнёрский саммит: следующие десять лет'), speaker: speakers.chen!.name, description: l('锐途战略与 2026 年产品规划。', 'RuiTu’s strategy and the 2026 product plan.', 'Стратегия RuiTu и продуктовые планы на 2026 год.') },
      { time: '16:30', title: l('年度伙伴颁奖典礼', 'Partner awards', 'Церемония вручения наград партнёрам'), speaker: speakers.wang!.name, description: l('', '', '') },
      { time: '18:30', title: l('十周年晚宴', 'Anniversary dinner', 'Юбилейный ужин'), speaker: l('', '', ''), description: l('', '', '') },
      { time: '20:00', title: l('演出与幸运抽奖', 'Show and prize draw', 'Концерт и розыгрыш призов'), speaker: l('', '', ''), description: l('', '', '') },
    ],
    speakers: (['chen', 'wang'] as const).map((key) => speakerRow(key, media)),
    partners: [host, partner('harbor', 'sponsor', media), partner('yunling', 'sponsor', media), partner('beichen', 'partner', media), partner('xinghe', 'partner', media)],
    registration: {
      opensAt: local('2025-09-01 10:00'),
      closesAt: local('2025-10-10 23:59'),
      capacity: 200,
      questions: [
        {
          key: 'dinner',
          label: l('是否出席十周年晚宴', 'Will you stay for the anniversary dinner?', 'Будете ли вы на юбилейном ужине?'),
          type: 'single',
          required: true,
          options: [option('yes', l('出席', 'Yes', 'Да, буду')), option('no', l('仅参加下午活动', 'Afternoon only', 'Нет, только дневная программа'))],
        },
        {
          key: 'diet',
          label: l('饮食需求', 'Dietary needs', 'Особенности питания'),
          type: 'single',
          required: false,
          options: [option('none', l('无', 'None', 'Нет')), option('vegetarian', l('素食', 'Vegetarian', 'Вегетарианское меню')), option('halal', l('清真', 'Halal', 'Халяль')), option('other', l('其他（请告知工作人员）', 'Other (tell our staff)', 'Другое (сообщите нашим сотрудникам)'))],
        },
      ],
    },
    invitationPage: 'invitation2025',
    invitation: {
      letter: l(
        '十年前，我们怀着“让设备在最严苛的环境中可靠工作”的信念出发。一路走来，是您的信任与支持，让锐途从一间小办公室成长为服务全球客户的坚固计算企业。\n\n值此锐途成立十周年之际，我们诚挚地邀请您出席锐途十周年庆典暨 2025 合作伙伴大会，与我们一起回顾十年历程，共话下一个十年。\n\n期待您的光临！',
        'Ten years ago we set out with one idea: devices that keep working in the toughest places. Your trust and support carried RuiTu from a small office to a rugged-computing company serving customers around the world.\n\nOn our tenth anniversary we warmly invite you to the RuiTu Anniversary Gala & Partner Summit 2025, to look back on ten years with us and talk about the next ten.\n\nWe look forward to welcoming you!',
        'Десять лет назад мы начинали с простой идеи: техника должна надёжно работать в самых суровых условиях. Ваше доверие и поддержка помогли RuiTu вырасти из небольшого офиса в компанию, которая поставляет защищённые компьютеры заказчикам по всему миру.\n\nВ честь десятилетия RuiTu мы сердечно приглашаем вас на юбилейный вечер и Партнёрский саммит RuiTu 2025 — вместе вспомнить пройденный путь и поговорить о следующем десятилетии.\n\nБудем рады видеть вас!',
      ),
      signature: l('锐途智能 创始人兼首席执行官 周远航', 'Zhou Yuanhang, Founder & CEO, RuiTu', 'Чжоу Юаньхан, основатель и генеральный директор RuiTu'),
      image: media('event-gala-card'),
    },
    anniversarySignIn: true,
  }
}

export function mega1Event(media: MediaId) {
  return {
    token: 'mega1',
    title: l('MEGA1 新品发布会', 'MEGA1 Launch', 'Презентация MEGA1'),
    subtitle: l('为重型车辆而生的车载 AI 计算平台。八路摄像头，一台主机。', 'The in-vehicle AI computer built for heavy vehicles. Eight cameras, one box.', 'Бортовой ИИ-компьютер для тяжёлой техники. Восемь камер — один блок.'),
    startsAt: local('2027-01-14 14:00'),
    endsAt: local('2027-01-14 17:30'),
    theme: 'launch',
    heroImage: media('event-mega1-hero'),
    intro: l(
      'MEGA1 是锐途迄今性能最强的车载计算平台：26 TOPS 端侧算力，八路 GMSL 摄像头输入，宽压 9–36 V 供电与 IP67 防护，为矿卡、港口集卡和重型环卫车设计。\n\n发布会上，我们将首次公开 MEGA1 的完整规格、配套的全景环视 2.0 与驾驶员监测方案，以及首批行业客户的实测数据。现场设有样机体验区与一对一商务洽谈。',
      'MEGA1 is the most powerful vehicle computer RuiTu has built: 26 TOPS of on-device AI, eight GMSL camera inputs, 9–36 V wide-range power and IP67 sealing, designed for mining trucks, port tractors and heavy sanitation vehicles.\n\nAt the launch we reveal MEGA1’s full specification, Surround View 2.0 and the driver-monitoring package that ship with it, and field data from the first customers. Try the devices in the demo area and book a one-to-one meeting with our team.',
      'MEGA1 — самая производительная бортовая вычислительная платформа в истории RuiTu: 26 TOPS для ИИ-вычислений на борту, восемь входов для камер GMSL, питание в широком диапазоне 9–36 В и защита по IP67. Платформа создана для карьерных самосвалов, портовых тягачей и тяжёлой коммунальной техники.\n\nНа презентации мы впервые раскроем полные характеристики MEGA1, покажем поставляемые вместе с ней решения «Круговой обзор 2.0» и мониторинг водителя, а также поделимся данными испытаний у первых отраслевых заказчиков. На площадке работает демозона, а с нашей командой можно договориться об индивидуальной деловой встрече.',
    ),
    highlights: [
      { title: l('26 TOPS 端侧算力', '26 TOPS on board', '26 TOPS на борту'), text: l('八路摄像头同时推理，无需上云。', 'Eight camera streams inferred at once, no cloud needed.', 'Одновременная обработка потоков с восьми камер — без облака.') },
      { title: l('全景环视 2.0', 'Surround View 2.0', 'Круговой обзор 2.0'), text: l('3D 鸟瞰与盲区行人检测。', '3D bird’s-eye view and blind-spot pedestrian detection.', '3D-вид сверху и обнаружение пешеходов в слепых зонах.') },
      { title: l('为重卡而造', 'Built for heavy trucks', 'Создан для тяжёлых грузовиков'), text: l('IP67、宽温宽压、抗 5 Grms 振动。', 'IP67, wide temperature and voltage, 5 Grms vibration.', 'IP67, широкий диапазон температур и напряжения питания, стойкость к вибрации 5 Grms.') },
      { title: l('远程运维', 'Managed from afar', 'Удалённое обслуживание'), text: l('锐途 MDM 一站式部署与升级。', 'Roll-out and updates through RuiTu MDM.', 'Развёртывание и обновления через RuiTu MDM — всё в одном окне.') },
    ],
    venue: {
      name: l('上海 · 虹桥会展中心 5 号馆', 'Hall 5, Hongqiao Expo Centre, Shanghai', 'Шанхай, выставочный центр Хунцяо, павильон 5'),
      address: l('上海市青浦区诸光路 1888 号（虚构地址）', '1888 Zhuguang Road, Qingpu, Shanghai (fictional address)', 'Шанхай, район Цинпу, улица Чжугуан, 1888 (вымышленный адрес)'),
      map: media('event-map-expo'),
      mapUrl: '',
      directions: l('地铁 2 号线会展中心站 4 号口出，沿诸光路向北步行约 5 分钟；南广场停车场可停放社会车辆。', 'Metro line 2 to Expo Centre, exit 4, then a five-minute walk north along Zhuguang Road. Public parking at the south car park.', 'Метро: линия 2, станция «Выставочный центр», выход 4, далее около 5 минут пешком на север по улице Чжугуан. Общественная парковка — на южной площади.'),
    },
    agenda: [
      { time: '13:30', title: l('签到入场', 'Check-in', 'Регистрация участников'), speaker: l('', '', ''), description: l('', '', '') },
      { time: '14:00', title: l('MEGA1 发布', 'Introducing MEGA1', 'Представляем MEGA1'), speaker: speakers.chen!.name, description: l('产品理念、完整规格与上市计划。', 'The idea, the full specification and availability.', 'Концепция продукта, полные характеристики и сроки выхода на рынок.') },
      { time: '14:50', title: l('全景环视 2.0 与 DMS 演示', 'Surround View 2.0 and DMS live', 'Круговой обзор 2.0 и DMS в действии'), speaker: speakers.lin!.name, description: l('实车演示 3D 鸟瞰与疲劳告警。', 'A live vehicle demo of the 3D view and fatigue alerts.', 'Демонстрация на реальной машине: 3D-вид сверху и оповещения об усталости водителя.') },
      { time: '15:40', title: l('客户实测：矿山与港口', 'Field results: mines and ports', 'Результаты испытаний: рудники и порты'), speaker: speakers.wang!.name, description: l('首批客户的部署与数据。', 'Deployments and data from the first customers.', 'Внедрения и реальные данные первых заказчиков.') },
      { time: '16:20', title: l('样机体验与商务洽谈', 'Demo area and meetings', 'Демозона и деловые встречи'), speaker: l('', '', ''), description: l('', '', '') },
    ],
    speakers: (['chen', 'lin', 'wang'] as const).map((key) => speakerRow(key, media)),
    partners: [host, partner('harbor', 'partner', media), partner('yunling', 'partner', media), partner('qihang', 'partner', media), partner('review', 'media', media)],
    registration: {
      opensAt: local('2026-11-01 10:00'),
      closesAt: local('2027-01-10 23:59'),
      capacity: 300,
      questions: [
        {
          key: 'industry',
          label: l('您所在的行业', 'Your industry', 'Ваша отрасль'),
          type: 'single',
          required: true,
          options: [
            option('logistics', l('物流运输', 'Logistics', 'Логистика и грузоперевозки')),
            option('mining', l('矿山', 'Mining', 'Горнодобывающая отрасль')),
            option('port', l('港口', 'Ports', 'Порты')),
            option('agriculture', l('农业', 'Agriculture', 'Сельское хозяйство')),
            option('transit', l('公共交通', 'Public transport', 'Общественный транспорт')),
            option('other', l('其他', 'Other', 'Другое')),
          ],
        },
        {
          key: 'interests',
          label: l('您关注的内容', 'What interests you', 'Что вас интересует'),
          type: 'multiple',
          required: false,
          options: [
            option('hardware', l('MEGA1 硬件', 'MEGA1 hardware', 'Аппаратная платформа MEGA1')),
            option('vision', l('环视与 DMS', 'Surround view & DMS', 'Круговой обзор и DMS')),
            option('mdm', l('MDM 远程运维', 'MDM remote management', 'Удалённое управление через MDM')),
            option('purchase', l('采购与合作', 'Purchasing and partnership', 'Закупки и сотрудничество')),
          ],
        },
        { key: 'meeting', label: l('希望洽谈的话题', 'Anything you would like to discuss?', 'Какие темы вы хотели бы обсудить?'), type: 'text', required: false, options: [] },
      ],
    },
    invitationPage: 'mega1-invitation',
    invitation: {
      letter: l(
        '锐途诚邀您莅临 MEGA1 新品发布会，第一时间了解为重型车辆打造的车载 AI 计算平台，并与我们的产品与算法团队面对面交流。\n\n发布会后设有样机体验区与一对一商务洽谈，期待与您共同探讨 MEGA1 在您业务中的应用。',
        'RuiTu invites you to the launch of MEGA1, the in-vehicle AI computer built for heavy vehicles — be among the first to see it and meet our product and algorithm teams.\n\nAfter the launch, try the devices in the demo area and book a one-to-one meeting to talk about MEGA1 in your business.',
        'RuiTu приглашает вас на презентацию MEGA1 — бортового ИИ-компьютера для тяжёлой техники. Увидьте новинку одними из первых и пообщайтесь напрямую с нашей продуктовой командой и разработчиками алгоритмов.\n\nПосле презентации работает демозона и проходят индивидуальные деловые встречи — будем рады обсудить, как MEGA1 может работать в вашем бизнесе.',
      ),
      signature: l('锐途智能 MEGA1 产品团队', 'The MEGA1 team at RuiTu', 'Команда MEGA1, RuiTu'),
      image: media('event-mega1-card'),
    },
    anniversarySignIn: false,
  }
}

// ---------------------------------------------------------------------------------------------
// Registrations and invitations

export interface RegistrationSeed {
  code: string
  name: string
  company: string
  jobTitle: string
  phone: string
  email: string
  answers: Record<string, string | string[]>
  language: 'zh' | 'en'
  source: 'web' | 'mobile' | 'invitation' | 'admin'
  /** Local time of the check-in, if the guest checked in. */
  checkedInAt?: string
}

/** Past attendees of CPDC 2024: public registrations, most of whom checked in. */
export const cpdc2024Registrations: RegistrationSeed[] = [
  { code: seedCode('cpdc2024/registration/1'), name: '李明', company: '北辰物流科技有限公司', jobTitle: 'Android 工程师', phone: '13800138001', email: 'liming@beichen.example', answers: { focus: 'android', workshops: ['surround', 'mdm'] }, language: 'zh', source: 'web', checkedInAt: '2024-11-16 08:41' },
  { code: seedCode('cpdc2024/registration/2'), name: '王芳', company: '北辰物流科技有限公司', jobTitle: '技术经理', phone: '13800138002', email: 'wangfang@beichen.example', answers: { focus: 'integration', workshops: ['mdm'] }, language: 'zh', source: 'web', checkedInAt: '2024-11-16 08:47' },
  { code: seedCode('cpdc2024/registration/3'), name: '张伟', company: '天工农机装备股份有限公司', jobTitle: '嵌入式工程师', phone: '13800138003', email: 'zhangwei@tiangong.example', answers: { focus: 'linux', devices: 'RT-V10' }, language: 'zh', source: 'mobile', checkedInAt: '2024-11-16 08:52' },
  { code: seedCode('cpdc2024/registration/4'), name: '刘洋', company: '港湾重工集团', jobTitle: '算法工程师', phone: '13800138004', email: 'liuyang@harbor.example', answers: { focus: 'vision', workshops: ['surround', 'dms'] }, language: 'zh', source: 'web', checkedInAt: '2024-11-16 09:03' },
  { code: seedCode('cpdc2024/registration/5'), name: '陈静', company: '启航车联网技术有限公司', jobTitle: '产品经理', phone: '13800138005', email: 'chenjing@qihang.example', answers: { focus: 'other' }, language: 'zh', source: 'mobile', checkedInAt: '2024-11-16 09:10' },
  { code: seedCode('cpdc2024/registration/6'), name: '杨帆', company: '星河软件有限公司', jobTitle: '架构师', phone: '13800138006', email: 'yangfan@xinghe.example', answers: { focus: 'android', workshops: ['mdm'] }, language: 'zh', source: 'web' },
  { code: seedCode('cpdc2024/registration/7'), name: 'Anna Keller', company: 'Nordic Fleet Systems', jobTitle: 'Solutions Engineer', phone: '+4915112345678', email: 'anna.keller@nordicfleet.example', answers: { focus: 'integration', workshops: ['mdm'] }, language: 'en', source: 'web', checkedInAt: '2024-11-16 09:21' },
  { code: seedCode('cpdc2024/registration/8'), name: 'Ravi Menon', company: 'Harbor Automation Pte Ltd', jobTitle: 'CTO', phone: '+6591234567', email: 'ravi@harborauto.example', answers: { focus: 'vision', workshops: ['dms'] }, language: 'en', source: 'web' },
  { code: seedCode('cpdc2024/registration/9'), name: '赵磊', company: '云岭矿业集团', jobTitle: '信息中心主任', phone: '13800138009', email: 'zhaolei@yunling.example', answers: { focus: 'integration' }, language: 'zh', source: 'web', checkedInAt: '2024-11-16 09:34' },
  { code: seedCode('cpdc2024/registration/10'), name: '黄敏', company: '天工农机装备股份有限公司', jobTitle: '测试工程师', phone: '13800138010', email: 'huangmin@tiangong.example', answers: { focus: 'linux', workshops: ['surround'] }, language: 'zh', source: 'mobile' },
]

export interface InvitationSeed {
  code: string
  guestName: string
  salutation: string
  company: string
  jobTitle: string
  phone: string
  email: string
  language: 'zh' | 'en'
  /** Accepted guests are registered with these answers; declined ones are not. */
  answer?: { status: 'accepted'; registrationCode: string; answers: Record<string, string>; checkedInAt?: string } | { status: 'declined' }
}

export const gala2025Invitations: InvitationSeed[] = [
  { code: seedCode('gala2025/invitation/1'), guestName: '王建国', salutation: '王总', company: '港湾重工集团', jobTitle: '副总裁', phone: '13900139001', email: 'wangjg@harbor.example', language: 'zh', answer: { status: 'accepted', registrationCode: seedCode('gala2025/registration/1'), answers: { dinner: 'yes', diet: 'none' }, checkedInAt: '2025-10-16 13:52' } },
  { code: seedCode('gala2025/invitation/2'), guestName: '孙梅', salutation: '孙女士', company: '云岭矿业集团', jobTitle: '采购总监', phone: '13900139002', email: 'sunmei@yunling.example', language: 'zh', answer: { status: 'accepted', registrationCode: seedCode('gala2025/registration/2'), answers: { dinner: 'yes', diet: 'vegetarian' }, checkedInAt: '2025-10-16 14:05' } },
  { code: seedCode('gala2025/invitation/3'), guestName: 'Anna Müller', salutation: 'Dr. Müller', company: 'Nordic Fleet Systems', jobTitle: 'Managing Director', phone: '+4915198765432', email: 'mueller@nordicfleet.example', language: 'en', answer: { status: 'accepted', registrationCode: seedCode('gala2025/registration/3'), answers: { dinner: 'no' } } },
  { code: seedCode('gala2025/invitation/4'), guestName: '赵立新', salutation: '赵总', company: '北辰物流科技有限公司', jobTitle: '总经理', phone: '13900139004', email: 'zhaolx@beichen.example', language: 'zh', answer: { status: 'declined' } },
  { code: seedCode('gala2025/invitation/5'), guestName: '陈思远', salutation: '陈先生', company: '启航车联网技术有限公司', jobTitle: '技术总监', phone: '13900139005', email: 'chensy@qihang.example', language: 'zh' },
  { code: seedCode('gala2025/invitation/6'), guestName: '刘海波', salutation: '刘总', company: '天工农机装备股份有限公司', jobTitle: '董事长', phone: '13900139006', email: 'liuhb@tiangong.example', language: 'zh' },
]

export const mega1Invitations: InvitationSeed[] = [
  { code: seedCode('mega1/invitation/1'), guestName: '张海', salutation: '张总', company: '港湾重工集团', jobTitle: '智能化部部长', phone: '13700137001', email: 'zhanghai@harbor.example', language: 'zh' },
  { code: seedCode('mega1/invitation/2'), guestName: '钱伟', salutation: '钱先生', company: '云岭矿业集团', jobTitle: '设备部经理', phone: '13700137002', email: 'qianwei@yunling.example', language: 'zh' },
  { code: seedCode('mega1/invitation/3'), guestName: 'Oliver Smith', salutation: 'Mr Smith', company: 'Southern Cross Mining', jobTitle: 'Fleet Technology Lead', phone: '+61412345678', email: 'oliver@southerncross.example', language: 'en' },
]
