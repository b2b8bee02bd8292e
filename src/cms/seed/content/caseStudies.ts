/** Issue 29 demo content: customer case studies (fictional customers), in Chinese, English and Russian. */
import type { Industry, Region } from '../../../rules/resources'
import type { newsCovers, solutionCovers } from '../pictures'
import { p, richText, type RichTextValue } from '../richText'
import { l, type L } from './common'

export type SeedPicture = { solution: keyof typeof solutionCovers } | { news: keyof typeof newsCovers }

export interface CaseStudySeed {
  slug: string
  title: L
  customer: L
  industry: Industry
  region: Region
  date: string
  cover: SeedPicture
  gallery: SeedPicture[]
  summary: L
  figures: { value: L; label: L }[]
  challenge: L<RichTextValue>
  solution: L<RichTextValue>
  results: L<RichTextValue>
  models: string[]
  /** solution names in English (solutions.ts) */
  solutions: string[]
  quote?: { text: L; author: L; role: L }
}

const story = (zh: string[], en: string[], ru: string[]): L<RichTextValue> => l(richText(zh.map(p)), richText(en.map(p)), richText(ru.map(p)))
const figure = (value: string, zh: string, en: string, ru: string) => ({ value: l(value, value, value), label: l(zh, en, ru) })

export const caseStudySeeds: CaseStudySeed[] = [
  {
    slug: 'open-pit-haul-trucks',
    title: l('北方能源露天煤矿：120 台矿卡的盲区与疲劳管理', 'Northern Energy open-pit mine: blind spots and fatigue on 120 haul trucks', '«Северная энергия»: контроль слепых зон и усталости водителей на 120 карьерных самосвалах'),
    customer: l('北方能源集团宝日露天煤矿', 'Northern Energy Group, Baori open-pit coal mine', 'Угольный разрез «Баори», группа «Северная энергия»'),
    industry: 'mining',
    region: 'northChina',
    date: '2025-10-21',
    cover: { solution: 'mining' },
    gallery: [{ solution: 'mining' }, { news: 'field' }],
    summary: l(
      '矿用车载电脑、360° 环视与驾驶员监测一体上车，倒车与会车事故下降六成，调度中心实时掌握每台车。',
      'Mining computers, 360° surround view and driver monitoring on every truck: reversing and passing incidents fell by 60%, and dispatch sees every truck live.',
      'Бортовые компьютеры для горной техники, круговой обзор 360° и мониторинг водителя на каждом самосвале: инцидентов при движении задним ходом и на разъездах стало на 60% меньше, а диспетчер видит каждую машину в реальном времени.',
    ),
    figures: [figure('-62%', '倒车与会车刮蹭', 'reversing and passing incidents', 'инцидентов при движении задним ходом и на разъездах'), figure('120', '台矿卡完成改装', 'haul trucks fitted', 'карьерных самосвалов оснащено'), figure('18 min', '每班节省调度时间', 'dispatch time saved per shift', 'экономия времени диспетчера за смену')],
    challenge: story(
      ['宽体车与矿卡车身长、盲区大，夜班司机连续作业十小时以上。原有的后视摄像头在粉尘和颠簸中频繁故障，调度员只能靠对讲机了解车辆位置。'],
      ['The trucks are long with large blind spots, and night-shift drivers work more than ten hours at a stretch. The old rear cameras failed often in the dust and vibration, and dispatchers only knew where trucks were by radio.'],
      ['У карьерных самосвалов длинный кузов и обширные слепые зоны, а водители ночной смены работают без перерыва больше десяти часов. Штатные камеры заднего вида постоянно выходили из строя из-за пыли и тряски, а о том, где находятся машины, диспетчеры узнавали только по рации.'],
    ),
    solution: story(
      ['每台车加装 RT-V7M 矿用车载电脑运行调度与称重软件，RT-SV360H 重型环视覆盖四周盲区，RT-DMS3 实时提醒疲劳和分心。所有终端纳入 MDM 平台统一升级固件和下发配置。'],
      ['Each truck received an RT-V7M mining computer running dispatch and weighing software, RT-SV360H heavy-duty surround view covering every blind spot, and RT-DMS3 alerting on fatigue and distraction. Every unit is enrolled in the MDM platform for firmware updates and settings.'],
      ['На каждый самосвал установили бортовой компьютер для горной техники RT-V7M с ПО диспетчеризации и взвешивания, систему кругового обзора для тяжёлой техники RT-SV360H, которая закрывает все слепые зоны, и систему RT-DMS3, предупреждающую об усталости и отвлечении водителя. Все устройства подключены к платформе MDM: прошивки обновляются, а настройки применяются централизованно.'],
    ),
    results: story(
      ['上线半年，倒车与会车刮蹭事故下降 62%，疲劳报警后的停车休息率超过九成。调度员在平台上看到每台车的位置、载重和司机状态，每班减少约 18 分钟的沟通时间。'],
      ['Six months in, reversing and passing incidents were down 62%, and more than nine in ten fatigue alerts ended in a rest stop. Dispatchers see each truck’s position, load and driver status on one screen, saving about 18 minutes of radio traffic per shift.'],
      ['Через полгода после запуска инцидентов при движении задним ходом и на разъездах стало на 62% меньше, а более девяти из десяти предупреждений об усталости заканчивались остановкой на отдых. Диспетчеры видят положение, загрузку и состояние водителя каждого самосвала на одном экране — это экономит около 18 минут радиопереговоров за смену.'],
    ),
    models: ['RT-V7M', 'RT-SV360H', 'RT-DMS3'],
    solutions: ['Smart Mining Haul Trucks'],
    quote: {
      text: l('以前夜班最怕倒车，现在屏幕上四周一目了然，司机心里踏实多了。', 'Reversing at night used to be what drivers feared most. Now they see all around the truck on one screen, and they feel much safer.', 'Раньше водители больше всего боялись сдавать назад в ночную смену. Теперь всё, что происходит вокруг машины, видно на одном экране — работать стало гораздо спокойнее.'),
      author: l('王建国', 'Wang Jianguo', 'Ван Цзяньго'),
      role: l('宝日露天煤矿 运输部经理', 'Head of haulage, Baori mine', 'Начальник автотранспортного цеха разреза «Баори»'),
    },
  },
  {
    slug: 'container-terminal-tablets',
    title: l('东港集装箱码头：理货与龙门吊的移动化作业', 'Donggang Container Terminal: tallying and gantry cranes go mobile', 'Контейнерный терминал «Дунган»: мобильные технологии для тальманов и козловых кранов'),
    customer: l('东港集装箱码头有限公司', 'Donggang Container Terminal Co.', 'Контейнерный терминал «Дунган»'),
    industry: 'ports',
    region: 'eastChina',
    date: '2025-08-12',
    cover: { solution: 'port' },
    gallery: [{ solution: 'port' }, { news: 'partner' }],
    summary: l(
      '理货员换用三防平板，龙门吊装上车载智能终端，单箱作业时间缩短 21%，纸质单据全部取消。',
      'Tally clerks moved to rugged tablets and gantry cranes to smart vehicle terminals: 21% less time per box, and no more paper.',
      'Тальманы перешли на защищённые планшеты, а козловые краны получили интеллектуальные бортовые терминалы: обработка одного контейнера занимает на 21% меньше времени, бумажные документы ушли в прошлое.',
    ),
    figures: [figure('-21%', '单箱作业时间', 'handling time per box', 'время обработки одного контейнера'), figure('350', '台平板与终端', 'tablets and terminals', 'планшетов и терминалов'), figure('0', '张纸质理货单', 'paper tally sheets', 'бумажных тальманских листов')],
    challenge: story(
      ['码头全天候作业，海风、盐雾和暴雨让普通平板三个月就出故障；理货单据靠纸笔记录再手工录入，差错率高。'],
      ['The terminal works around the clock; sea wind, salt spray and rain killed ordinary tablets within three months. Tally sheets were written by hand and typed in later, with many errors.'],
      ['Терминал работает круглосуточно: морской ветер, соляной туман и ливни выводили обычные планшеты из строя за три месяца. Тальманские листы заполнялись от руки и затем вручную вносились в систему — с многочисленными ошибками.'],
    ),
    solution: story(
      ['理货员使用 RT-T10 三防平板直连码头操作系统，龙门吊司机室安装 RT-D10 车载智能终端接收作业指令，集卡配 RT-V9 车载电脑。设备通过 MDM 平台远程锁定为码头专用应用。'],
      ['Tally clerks use RT-T10 rugged tablets connected straight to the terminal operating system, crane cabins have RT-D10 smart terminals receiving work orders, and yard trucks carry RT-V9 computers. The MDM platform locks every device to the terminal’s own apps.'],
      ['Тальманы работают на защищённых планшетах RT-T10, напрямую подключённых к операционной системе терминала; в кабинах кранов установлены интеллектуальные терминалы RT-D10, на которые приходят задания, а терминальные тягачи оснащены бортовыми компьютерами RT-V9. Через платформу MDM все устройства переведены в режим киоска и работают только с приложениями терминала.'],
    ),
    results: story(
      ['单箱作业时间缩短 21%，理货差错几乎归零。设备在盐雾环境下连续运行一年，返修率低于 2%。'],
      ['Handling time per box fell by 21% and tally errors all but vanished. After a year in salt spray, fewer than 2% of the devices came back for repair.'],
      ['Время обработки одного контейнера сократилось на 21%, ошибки тальманского учёта практически исчезли. За год работы в условиях соляного тумана в ремонт вернулось менее 2% устройств.'],
    ),
    models: ['RT-T10', 'RT-D10', 'RT-V9'],
    solutions: ['Port Container Logistics', 'Fleet Mobile Device Management'],
  },
  {
    slug: 'precision-farming-cooperative',
    title: l('黑土地农机合作社：ISOBUS 终端让一台屏管住所有农具', 'Black Soil farm co-operative: one ISOBUS screen for every implement', 'Кооператив «Чернозём»: один экран ISOBUS для всех сельхозорудий'),
    customer: l('黑土地现代农机专业合作社', 'Black Soil Modern Farm Machinery Co-operative', 'Машинно-технологический кооператив «Чернозём»'),
    industry: 'agriculture',
    region: 'northeastChina',
    date: '2025-06-30',
    cover: { solution: 'agriculture' },
    gallery: [{ solution: 'agriculture' }, { news: 'field' }],
    summary: l(
      '40 台拖拉机换装 ISOBUS 终端与农机专用平板，播种重叠减少 8%，化肥用量下降 12%。',
      'Forty tractors fitted with ISOBUS terminals and farm tablets: 8% less seeding overlap and 12% less fertiliser.',
      '40 тракторов оснащены терминалами ISOBUS и планшетами для сельхозтехники: перекрытий при посеве стало на 8% меньше, а расход удобрений снизился на 12%.',
    ),
    figures: [figure('-12%', '化肥用量', 'fertiliser used', 'расход удобрений'), figure('-8%', '播种重叠', 'seeding overlap', 'перекрытия при посеве'), figure('40', '台拖拉机', 'tractors', 'тракторов')],
    challenge: story(
      ['合作社的播种机、施肥机来自不同厂家，每种农具都要一块专用显示屏，驾驶室里挤满屏幕，数据也无法汇总。'],
      ['The co-operative’s seeders and spreaders came from different makers, each with its own display. Cabins were crowded with screens, and no data could be brought together.'],
      ['Сеялки и разбрасыватели удобрений кооператива выпущены разными производителями, и у каждого орудия был свой дисплей. Кабины были заставлены экранами, а свести данные воедино было невозможно.'],
    ),
    solution: story(
      ['每台拖拉机安装一台 RT-IB12 ISOBUS 终端，统一控制各品牌农具并支持变量作业；农艺员用 RT-T10A 平板在田间查看处方图和作业进度。'],
      ['Each tractor has one RT-IB12 ISOBUS terminal that runs every make of implement and supports variable-rate work; agronomists check prescription maps and progress in the field on RT-T10A tablets.'],
      ['На каждом тракторе стоит один терминал ISOBUS RT-IB12, который управляет орудиями любых марок и поддерживает дифференцированное внесение. Агрономы прямо в поле сверяются с картами-заданиями и следят за ходом работ на планшетах RT-T10A.'],
    ),
    results: story(
      ['一个播种季后，播种重叠减少 8%，按处方变量施肥使化肥用量下降 12%，驾驶室只剩一块屏。'],
      ['After one season, seeding overlap was down 8%, prescription-based spreading cut fertiliser use by 12%, and each cabin has a single screen.'],
      ['Уже после первого сезона перекрытий при посеве стало на 8% меньше, внесение удобрений по картам-заданиям снизило их расход на 12%, а в каждой кабине остался всего один экран.'],
    ),
    models: ['RT-IB12', 'RT-T10A'],
    solutions: ['Precision Agriculture'],
    quote: {
      text: l('一块屏管住所有农具，新手机手也能很快上手。', 'One screen for every implement: even new drivers pick it up quickly.', 'Один экран для всех орудий — даже новички осваиваются очень быстро.'),
      author: l('李春生', 'Li Chunsheng', 'Ли Чуньшэн'),
      role: l('合作社理事长', 'Chair of the co-operative', 'Председатель кооператива'),
    },
  },
  {
    slug: 'city-bus-safety',
    title: l('南城公交：2,000 辆公交车的主动安全升级', 'Nancheng Bus: active safety for 2,000 city buses', '«Наньчэн»: активная безопасность для 2000 городских автобусов'),
    customer: l('南城公共交通集团', 'Nancheng Public Transport Group', 'Группа общественного транспорта «Наньчэн»'),
    industry: 'publicTransport',
    region: 'southChina',
    date: '2025-04-16',
    cover: { solution: 'transit' },
    gallery: [{ solution: 'transit' }, { news: 'launch' }],
    summary: l(
      '智能调度主机、驾驶员监测与环视覆盖全部线路，责任事故下降 35%，准点率提升到 96%。',
      'Smart dispatch units, driver monitoring and surround view on every route: at-fault accidents down 35%, punctuality up to 96%.',
      'Интеллектуальные диспетчерские блоки, мониторинг водителя и круговой обзор на всех маршрутах: ДТП по вине водителей стало на 35% меньше, а доля рейсов по расписанию выросла до 96%.',
    ),
    figures: [figure('-35%', '责任事故', 'at-fault accidents', 'ДТП по вине водителей'), figure('96%', '准点率', 'on time', 'рейсов точно по расписанию'), figure('2,000', '辆公交车', 'buses', 'городских автобусов')],
    challenge: story(
      ['早晚高峰客流大，司机连续驾驶时间长，右转盲区事故时有发生；调度依赖人工，发车间隔不均。'],
      ['Rush hours are crowded, drivers spend long hours at the wheel, and right-turn blind-spot accidents kept happening. Dispatch was manual and gaps between buses uneven.'],
      ['В часы пик автобусы переполнены, водители подолгу не выходят из-за руля, а ДТП в слепой зоне при правом повороте случались регулярно. Диспетчеризация велась вручную, и интервалы движения были неравномерными.'],
    ),
    solution: story(
      ['全部车辆安装 RT-V11A 公交智能调度主机，接入 RT-DMS3 驾驶员监测和 RT-SV360 环视系统，报警同步推送到调度中心。'],
      ['Every bus has an RT-V11A smart dispatch unit with RT-DMS3 driver monitoring and RT-SV360 surround view; alerts reach the control centre at once.'],
      ['Каждый автобус оснащён интеллектуальным диспетчерским блоком RT-V11A с системой мониторинга водителя RT-DMS3 и круговым обзором RT-SV360; предупреждения мгновенно поступают в диспетчерский центр.'],
    ),
    results: story(
      ['一年内责任事故下降 35%，右转事故下降过半；智能排班让准点率提升到 96%。'],
      ['Within a year, at-fault accidents fell by 35% and right-turn accidents by more than half; smart scheduling lifted punctuality to 96%.'],
      ['За год ДТП по вине водителей стало на 35% меньше, а аварий при правом повороте — более чем вдвое меньше; интеллектуальное планирование расписания подняло долю рейсов по графику до 96%.'],
    ),
    models: ['RT-V11A', 'RT-DMS3', 'RT-SV360'],
    solutions: ['Smart City Buses'],
  },
  {
    slug: 'cold-chain-fleet-germany',
    title: l('德国冷链车队：跨国车队的设备统一管理', 'Cold-chain fleet in Germany: one console for devices in six countries', 'Рефрижераторный автопарк в Германии: одна консоль для устройств в шести странах'),
    customer: l('北风冷链物流（德国）', 'Nordwind Kühllogistik GmbH', 'Nordwind Kühllogistik GmbH'),
    industry: 'logistics',
    region: 'europe',
    date: '2025-02-05',
    cover: { solution: 'fleet' },
    gallery: [{ solution: 'fleet' }, { news: 'expo' }],
    summary: l(
      '600 台司机平板纳入 MDM 平台，应用和固件远程推送，现场维护出车次数减少 70%。',
      '600 driver tablets managed in the MDM platform, with apps and firmware pushed remotely: 70% fewer service call-outs.',
      '600 планшетов водителей подключены к платформе MDM, приложения и прошивки устанавливаются удалённо: выездов сервисных инженеров стало на 70% меньше.',
    ),
    figures: [figure('-70%', '现场维护出车', 'service call-outs', 'выездов сервисных инженеров'), figure('600', '台司机平板', 'driver tablets', 'планшетов водителей'), figure('6', '个国家', 'countries', 'стран')],
    challenge: story(
      ['车队在六个国家运营，平板的应用版本五花八门，设备丢失后数据无法远程清除，每次升级都要把车叫回场站。'],
      ['The fleet runs in six countries. Tablets carried every possible app version, a lost device could not be wiped remotely, and every update meant calling trucks back to a depot.'],
      ['Автопарк работает в шести странах. На планшетах стояли самые разные версии приложений, потерянное устройство нельзя было очистить удалённо, а ради каждого обновления машины приходилось вызывать на базу.'],
    ),
    solution: story(
      ['司机使用 RT-T8 三防平板，全部纳入企业版 MDM：分组推送导航与温控应用、按地理围栏锁定、远程擦除丢失设备。'],
      ['Drivers use RT-T8 rugged tablets, all enrolled in MDM Enterprise: navigation and temperature-logging apps pushed by group, geofenced kiosk mode, and remote wipe for lost devices.'],
      ['Водители работают на защищённых планшетах RT-T8, и все они подключены к MDM в редакции Enterprise: навигация и приложения для регистрации температуры рассылаются по группам, режим киоска включается по геозонам, а потерянные устройства очищаются удалённо.'],
    ),
    results: story(
      ['现场维护出车减少 70%，新应用版本一晚即可覆盖全部车辆；两台丢失设备在一小时内完成远程擦除。'],
      ['Service call-outs fell by 70%, and a new app version reaches the whole fleet overnight; two lost tablets were wiped within the hour.'],
      ['Выездов сервисных инженеров стало на 70% меньше, новая версия приложения за одну ночь попадает на весь автопарк, а два потерянных планшета были удалённо очищены в течение часа.'],
    ),
    models: ['RT-T8'],
    solutions: ['Fleet Mobile Device Management'],
    quote: {
      text: l('我们终于在一个控制台里看清了所有设备。', 'For the first time we see every device in one console.', 'Впервые мы видим все устройства в одной консоли.'),
      author: l('Jonas Becker', 'Jonas Becker', 'Йонас Беккер'),
      role: l('IT 运营负责人', 'Head of IT operations', 'Руководитель службы ИТ-эксплуатации'),
    },
  },
]
