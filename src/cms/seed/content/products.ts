/**
 * Product categories and products of the fictional vendor. Category "rugged-tablets" holds 14
 * products (more than 12, so the mega-menu shows 'view more') and "in-vehicle-computers" holds
 * exactly 12 (the boundary where it does not). Spec §2.5, §3.
 */
import type { CategoryIconName } from '../pictures'
import { l, same, temperature, type L } from './common'

export type ProductPictureKey =
  | 'tabletFront'
  | 'tabletHandle'
  | 'vehicleComputer'
  | 'controlBox'
  | 'displayTerminal'
  | 'surroundView'
  | 'driverMonitoring'
  | 'isobusTractor'
  | 'mountDock'

/** A specification row: the spec item it names (by key) and its value. */
export interface SpecRow {
  item: SpecKey
  value: L
}

export interface ProductSeed {
  model: string
  series: string
  title: L
  summary: L
  features: L[]
  specs: SpecRow[]
  /** The first is the cover; all of them form the gallery (2–4 pictures). */
  pictures: ProductPictureKey[]
}

export interface CategorySeed {
  slug: string
  icon: CategoryIconName
  name: L
  summary: L
  products: ProductSeed[]
}

/**
 * The specification items (issue 14), created before the products; their order here is the row
 * order of the comparison page. The spec-keys migration maps existing free labels onto these keys.
 */
export const specLabels = {
  cpu: l('处理器', 'Processor', 'Процессор'),
  os: l('操作系统', 'Operating system', 'Операционная система'),
  memory: l('内存 / 存储', 'Memory / storage', 'ОЗУ / накопитель'),
  display: l('显示屏', 'Display', 'Дисплей'),
  battery: l('电池', 'Battery', 'Аккумулятор'),
  protection: l('防护等级', 'Ingress protection', 'Степень защиты'),
  temperature: l('工作温度', 'Operating temperature', 'Рабочая температура'),
  wireless: l('无线通信', 'Wireless', 'Беспроводная связь'),
  interfaces: l('接口', 'Interfaces', 'Интерфейсы'),
  certifications: l('认证', 'Certifications', 'Сертификация'),
  power: l('电源输入', 'Power input', 'Питание'),
  expansion: l('扩展', 'Expansion', 'Расширение'),
  shock: l('抗振抗冲击', 'Shock and vibration', 'Стойкость к ударам и вибрации'),
  size: l('尺寸 / 重量', 'Dimensions / weight', 'Габариты / масса'),
  cameras: l('摄像头', 'Cameras', 'Камеры'),
  detection: l('检测功能', 'Detection', 'Распознавание'),
  output: l('视频输出', 'Video output', 'Видеовыход'),
  latency: l('画面延迟', 'Latency', 'Задержка изображения'),
  storage: l('录像存储', 'Recording', 'Видеозапись'),
  alarms: l('报警方式', 'Alerts', 'Оповещение'),
  isobus: l('ISOBUS 功能', 'ISOBUS functions', 'Функции ISOBUS'),
  gnss: l('定位', 'Positioning', 'Навигация'),
  controller: l('控制器', 'Controller', 'Контроллер'),
  io: l('输入输出', 'I/O', 'Входы / выходы'),
  keypad: l('按键', 'Keys', 'Клавиатура'),
  compatible: l('适用机型', 'Fits', 'Совместимость'),
  material: l('材质', 'Material', 'Материал'),
} as const

export type SpecKey = keyof typeof specLabels

const spec = (key: SpecKey, value: L | string): SpecRow => ({
  item: key,
  value: typeof value === 'string' ? same(value) : value,
})

/** Russian writes a decimal fraction with a comma (10,1″, 1,5 м). */
const decimalComma = (value: number | string): string => String(value).replace('.', ',')

// ---------------------------------------------------------------------------------------------
// Rugged tablets (14)

const cpu = {
  arm8: l('八核 2.0 GHz ARM 处理器', 'Octa-core 2.0 GHz ARM processor', '8-ядерный процессор ARM, 2,0 ГГц'),
  arm8npu: l('八核 2.7 GHz ARM 处理器，集成 6 TOPS NPU', 'Octa-core 2.7 GHz ARM processor with a 6 TOPS NPU', '8-ядерный процессор ARM, 2,7 ГГц, встроенный NPU 6 TOPS'),
  n5105: same('Intel Celeron N5105'),
  i5: same('Intel Core i5-1235U'),
  i7: same('Intel Core i7-1255U'),
}

const tabletFeature = {
  drop: (metres: number) => l(`${metres} 米跌落防护，四角加固橡胶护角`, `Survives ${metres} m drops, with reinforced rubber corner bumpers`, `Выдерживает падение с высоты ${decimalComma(metres)} м, углы защищены усиленными резиновыми бамперами`),
  sun: (nits: number) => l(`${nits} 尼特高亮屏，阳光直射下依然清晰`, `${nits}-nit screen that stays readable in direct sunlight`, `Экран яркостью ${nits} кд/м² хорошо читается даже под прямыми солнечными лучами`),
  glove: l('支持戴手套、湿手触控，雨天照常操作', 'Touch works with gloves and wet fingers, rain or shine', 'Сенсорный экран работает в перчатках и с мокрыми руками — хоть в дождь'),
  hotSwap: l('可热插拔电池，换电不关机', 'Hot-swappable battery: change packs without shutting down', 'Аккумулятор с горячей заменой: смена батареи без выключения устройства'),
  dock: l('配套车载底座，单手锁紧、快速取放', 'Matching vehicle dock with one-hand lock and release', 'Штатная автомобильная док-станция: установка и снятие одной рукой, надёжная фиксация'),
  scanner: l('内置 2D 扫描头，条码一扫即读', 'Built-in 2D imager reads barcodes in a single pass', 'Встроенный 2D-сканер считывает штрихкоды с первого раза'),
  fiveG: l('5G / 4G 全网通，双频 Wi-Fi 6', '5G/4G connectivity plus dual-band Wi-Fi 6', '5G/4G с поддержкой всех операторов и двухдиапазонный Wi-Fi 6'),
  gnss: l('GPS + 北斗双模定位，车队调度更精准', 'GPS + BeiDou positioning for accurate dispatching', 'Двухсистемная навигация GPS + BeiDou для точной диспетчеризации автопарка'),
  mdm: l('预装 MDM 客户端，支持远程批量管理', 'MDM agent preinstalled for remote, fleet-wide management', 'Предустановленный MDM-агент для удалённого централизованного управления парком устройств'),
  nfc: l('NFC 读卡，司机刷卡即可签到', 'NFC reader lets drivers sign in with a card tap', 'NFC-считыватель: водитель отмечается на смене, просто приложив карту'),
  windows: l('Windows 11 IoT 企业版，现有行业软件直接运行', 'Windows 11 IoT Enterprise runs your existing line-of-business software', 'Windows 11 IoT Enterprise — привычное отраслевое ПО работает без доработок'),
  hazard: l('适用于 2 区危险场所的防爆设计', 'Explosion-protected design for Zone 2 hazardous areas', 'Взрывозащищённое исполнение для взрывоопасных зон класса 2'),
  strap: l('背部手带与肩带挂点，巡检时单手持握更稳', 'Hand strap and shoulder-strap points for a steady one-handed grip on inspections', 'Ремень на тыльной стороне и крепления для плечевого ремня — планшет надёжно лежит в руке при обходах'),
  npu: l('端侧 AI 算力，离线识别图像与语音指令', 'On-device AI recognises images and voice commands offline', 'ИИ прямо на устройстве: распознавание изображений и голосовых команд без подключения к сети'),
} as const

interface TabletRow {
  model: string
  series: string
  title: L
  highlight: L
  size: string
  resolution: string
  nits: number
  cpu: L
  os: 'android13' | 'android14' | 'windows'
  memory: string
  battery: string
  ip: 'IP65' | 'IP67' | 'IP68'
  drop: number
  temp: [number, number]
  extra: (keyof typeof tabletFeature)[]
}

const osName = {
  android13: l('Android 13', 'Android 13', 'Android 13'),
  android14: l('Android 14', 'Android 14', 'Android 14'),
  windows: l('Windows 11 IoT 企业版', 'Windows 11 IoT Enterprise', 'Windows 11 IoT Enterprise'),
} as const

const tabletRows: TabletRow[] = [
  {
    model: 'RT-T7', series: 'T7 Series', title: l('7 英寸手持三防平板', '7-inch Handheld Rugged Tablet', 'Компактный защищённый планшет 7″'),
    highlight: l('机身小巧，单手即可完成签收、巡检与派单。', 'Small enough for one hand, made for proof of delivery, inspections and dispatch.', 'Удобно лежит в одной руке: подтверждение доставки, обходы и работа с нарядами.'),
    size: '7', resolution: '1280×800', nits: 700, cpu: cpu.arm8, os: 'android13', memory: '4 GB / 64 GB', battery: '5000 mAh',
    ip: 'IP67', drop: 1.5, temp: [-20, 60], extra: ['glove', 'nfc', 'mdm'],
  },
  {
    model: 'RT-T7S', series: 'T7 Series', title: l('7 英寸扫描型三防平板', '7-inch Rugged Tablet with Scanner', 'Защищённый планшет 7″ со сканером штрихкодов'),
    highlight: l('顶部集成扫描头，仓储盘点与物流分拣一机搞定。', 'A top-mounted scanner turns it into one device for stocktaking and parcel sorting.', 'Сканер в верхнем торце корпуса — одно устройство и для складской инвентаризации, и для сортировки отправлений.'),
    size: '7', resolution: '1280×800', nits: 700, cpu: cpu.arm8, os: 'android13', memory: '4 GB / 64 GB', battery: '5000 mAh',
    ip: 'IP67', drop: 1.5, temp: [-20, 60], extra: ['scanner', 'strap', 'hotSwap'],
  },
  {
    model: 'RT-T8', series: 'T8 Series', title: l('8 英寸三防平板', '8-inch Rugged Tablet', 'Защищённый планшет 8″'),
    highlight: l('尺寸与续航的平衡之选，适合外勤与司机日常使用。', 'The balance of size and battery life for field staff and drivers.', 'Оптимальный баланс размера и автономности для выездного персонала и водителей.'),
    size: '8', resolution: '1920×1200', nits: 800, cpu: cpu.arm8, os: 'android13', memory: '6 GB / 128 GB', battery: '8000 mAh',
    ip: 'IP67', drop: 1.2, temp: [-20, 60], extra: ['hotSwap', 'gnss', 'mdm'],
  },
  {
    model: 'RT-T8L', series: 'T8 Series', title: l('8 英寸轻量三防平板', '8-inch Lightweight Rugged Tablet', 'Облегчённый защищённый планшет 8″'),
    highlight: l('仅重 560 克，面向预算敏感、批量部署的项目。', 'Only 560 g, built for budget-conscious projects that deploy in volume.', 'Всего 560 г — для проектов с ограниченным бюджетом и массовым развёртыванием.'),
    size: '8', resolution: '1280×800', nits: 600, cpu: cpu.arm8, os: 'android13', memory: '4 GB / 64 GB', battery: '7000 mAh',
    ip: 'IP65', drop: 1.2, temp: [-10, 50], extra: ['glove', 'mdm'],
  },
  {
    model: 'RT-T8-PRO', series: 'T8 Series', title: l('8 英寸高性能三防平板', '8-inch High-performance Rugged Tablet', 'Высокопроизводительный защищённый планшет 8″'),
    highlight: l('5G 与端侧 AI 加持，适合视频回传与智能巡检。', '5G and on-device AI for live video uplink and smart inspections.', '5G и встроенный ИИ — для передачи видео в реальном времени и интеллектуальных обходов.'),
    size: '8', resolution: '1920×1200', nits: 1000, cpu: cpu.arm8npu, os: 'android14', memory: '8 GB / 256 GB', battery: '8000 mAh',
    ip: 'IP68', drop: 1.5, temp: [-20, 60], extra: ['fiveG', 'npu', 'hotSwap'],
  },
  {
    model: 'RT-T10', series: 'T10 Series', title: l('10.1 英寸三防平板', '10.1-inch Rugged Tablet', 'Защищённый планшет 10,1″'),
    highlight: l('我们最受欢迎的车载平板，可直接装入车载底座使用。', 'Our most popular vehicle tablet, ready to drop into a vehicle dock.', 'Наш самый востребованный планшет для транспорта — сразу устанавливается в автомобильную док-станцию.'),
    size: '10.1', resolution: '1920×1200', nits: 1000, cpu: cpu.arm8, os: 'android13', memory: '6 GB / 128 GB', battery: '10000 mAh',
    ip: 'IP67', drop: 1.2, temp: [-20, 60], extra: ['dock', 'gnss', 'mdm'],
  },
  {
    model: 'RT-T10A', series: 'T10 Series', title: l('10.1 英寸农机专用三防平板', '10.1-inch Rugged Tablet for Farm Machinery', 'Защищённый планшет 10,1″ для сельхозтехники'),
    highlight: l('内置 CAN 接口与高精度定位，可作为农机作业监控终端。', 'With a CAN port and precise positioning, it doubles as a farm-machinery monitor.', 'Встроенный интерфейс CAN и точное позиционирование превращают его в терминал контроля работы сельхозтехники.'),
    size: '10.1', resolution: '1920×1200', nits: 1000, cpu: cpu.arm8, os: 'android13', memory: '6 GB / 128 GB', battery: '10000 mAh',
    ip: 'IP67', drop: 1.2, temp: [-20, 65], extra: ['gnss', 'dock', 'glove'],
  },
  {
    model: 'RT-T10W', series: 'T10 Series', title: l('10.1 英寸 Windows 三防平板', '10.1-inch Rugged Windows Tablet', 'Защищённый планшет 10,1″ на Windows'),
    highlight: l('运行完整的 Windows 桌面软件，适合工程维护与诊断。', 'Runs full Windows desktop software for engineering, maintenance and diagnostics.', 'Запускает полноценное настольное ПО для Windows — для инженерных работ, техобслуживания и диагностики.'),
    size: '10.1', resolution: '1920×1200', nits: 800, cpu: cpu.n5105, os: 'windows', memory: '8 GB / 128 GB', battery: '9000 mAh',
    ip: 'IP65', drop: 1.2, temp: [-20, 60], extra: ['windows', 'hotSwap', 'dock'],
  },
  {
    model: 'RT-T10-PRO', series: 'T10 Series', title: l('10.1 英寸高性能三防平板', '10.1-inch High-performance Rugged Tablet', 'Высокопроизводительный защищённый планшет 10,1″'),
    highlight: l('旗舰配置与 5G 通信，应对高清地图与视频等重负载应用。', 'Flagship performance and 5G for heavy apps such as HD maps and video.', 'Флагманская производительность и 5G для ресурсоёмких задач: HD-карты, видео.'),
    size: '10.1', resolution: '1920×1200', nits: 1200, cpu: cpu.arm8npu, os: 'android14', memory: '8 GB / 256 GB', battery: '10000 mAh',
    ip: 'IP68', drop: 1.5, temp: [-20, 60], extra: ['fiveG', 'npu', 'dock'],
  },
  {
    model: 'RT-T10X', series: 'T10 Series', title: l('10.1 英寸防爆三防平板', '10.1-inch Explosion-protected Rugged Tablet', 'Взрывозащищённый планшет 10,1″'),
    highlight: l('专为油气、化工等危险场所设计。', 'Designed for hazardous sites in oil, gas and chemicals.', 'Создан для взрывоопасных объектов нефтегазовой и химической отрасли.'),
    size: '10.1', resolution: '1920×1200', nits: 1000, cpu: cpu.arm8, os: 'android13', memory: '6 GB / 128 GB', battery: '9000 mAh',
    ip: 'IP68', drop: 1.2, temp: [-20, 55], extra: ['hazard', 'glove', 'nfc'],
  },
  {
    model: 'RT-T12', series: 'T12 Series', title: l('12.2 英寸三防平板', '12.2-inch Rugged Tablet', 'Защищённый планшет 12,2″'),
    highlight: l('大屏幕显示更多信息，适合调度、质检与移动办公。', 'A larger screen shows more at once: dispatch, quality checks and mobile office work.', 'Большой экран вмещает больше информации: диспетчеризация, контроль качества, мобильный офис.'),
    size: '12.2', resolution: '1920×1200', nits: 800, cpu: cpu.arm8, os: 'android13', memory: '8 GB / 128 GB', battery: '11000 mAh',
    ip: 'IP65', drop: 1.2, temp: [-20, 60], extra: ['dock', 'mdm'],
  },
  {
    model: 'RT-T12W', series: 'T12 Series', title: l('12.2 英寸 Windows 三防平板', '12.2-inch Rugged Windows Tablet', 'Защищённый планшет 12,2″ на Windows'),
    highlight: l('可选键盘底座，在车内即可当作笔记本电脑使用。', 'Add the keyboard dock and it works as a laptop inside the cab.', 'С клавиатурной док-станцией превращается в ноутбук прямо в кабине.'),
    size: '12.2', resolution: '1920×1200', nits: 800, cpu: cpu.i5, os: 'windows', memory: '16 GB / 256 GB', battery: '11000 mAh',
    ip: 'IP65', drop: 1.2, temp: [-20, 60], extra: ['windows', 'hotSwap', 'dock'],
  },
  {
    model: 'RT-T12-PRO', series: 'T12 Series', title: l('12.2 英寸高性能 Windows 三防平板', '12.2-inch High-performance Rugged Windows Tablet', 'Высокопроизводительный защищённый планшет 12,2″ на Windows'),
    highlight: l('Core i7 处理器，胜任 GIS、CAD 与车辆诊断软件。', 'A Core i7 for GIS, CAD and vehicle diagnostic software.', 'Процессор Core i7 уверенно справляется с ГИС, САПР и ПО для диагностики транспорта.'),
    size: '12.2', resolution: '1920×1200', nits: 1000, cpu: cpu.i7, os: 'windows', memory: '16 GB / 512 GB', battery: '11000 mAh',
    ip: 'IP65', drop: 1.2, temp: [-20, 60], extra: ['windows', 'fiveG', 'hotSwap'],
  },
  {
    model: 'RT-T13-PRO', series: 'T13 Series', title: l('13.3 英寸大屏三防平板', '13.3-inch Large-screen Rugged Tablet', 'Защищённый планшет с большим экраном 13,3″'),
    highlight: l('13.3 英寸高亮大屏，适合指挥车与移动作业站。', 'A bright 13.3-inch screen for command vehicles and mobile workstations.', 'Яркий экран 13,3″ для штабных автомобилей и мобильных рабочих мест.'),
    size: '13.3', resolution: '1920×1080', nits: 1000, cpu: cpu.i7, os: 'windows', memory: '16 GB / 512 GB', battery: '12000 mAh',
    ip: 'IP65', drop: 1.0, temp: [-20, 60], extra: ['windows', 'fiveG', 'gnss'],
  },
]

function tablet(row: TabletRow, index: number): ProductSeed {
  const os = osName[row.os]
  const windows = row.os === 'windows'
  return {
    model: row.model,
    series: row.series,
    title: row.title,
    summary: l(
      `${row.size} 英寸 ${os.zh} 三防平板，${row.ip} 防护。${row.highlight.zh}`,
      `A ${row.size}-inch rugged ${os.en} tablet sealed to ${row.ip}. ${row.highlight.en}`,
      `Защищённый планшет ${decimalComma(row.size)}″ на ${os.ru}, пылевлагозащита ${row.ip}. ${row.highlight.ru}`,
    ),
    features: [tabletFeature.drop(row.drop), tabletFeature.sun(row.nits), ...row.extra.map((key) => tabletFeature[key])].slice(0, 6) as L[],
    specs: [
      spec('cpu', row.cpu),
      spec('os', os),
      spec('memory', row.memory),
      spec('display', l(`${row.size} 英寸 ${row.resolution}，${row.nits} 尼特，电容触控`, `${row.size}" ${row.resolution}, ${row.nits} nits, capacitive touch`, `${decimalComma(row.size)}″, ${row.resolution}, ${row.nits} кд/м², ёмкостный сенсорный экран`)),
      spec('battery', l(`${row.battery}${row.extra.includes('hotSwap') ? '，可热插拔' : ''}`, `${row.battery}${row.extra.includes('hotSwap') ? ', hot-swappable' : ''}`, `${row.battery.replace('mAh', 'мА·ч')}${row.extra.includes('hotSwap') ? ', с горячей заменой' : ''}`)),
      spec('protection', l(`${row.ip}，${row.drop} 米跌落`, `${row.ip}, ${row.drop} m drop`, `${row.ip}, падение с высоты ${decimalComma(row.drop)} м`)),
      spec('temperature', temperature(row.temp[0], row.temp[1])),
      spec('wireless', row.extra.includes('fiveG') ? l('5G / 4G，Wi-Fi 6，蓝牙 5.2', '5G/4G, Wi-Fi 6, Bluetooth 5.2', '5G/4G, Wi-Fi 6, Bluetooth 5.2') : l('4G LTE，Wi-Fi 5，蓝牙 5.0', '4G LTE, Wi-Fi 5, Bluetooth 5.0', '4G LTE, Wi-Fi 5, Bluetooth 5.0')),
      spec('interfaces', windows ? 'USB-C, 2 × USB-A, RJ45, RS232, DC-in, docking pins' : 'USB-C, USB-A, docking pins, 3.5 mm audio'),
      spec('certifications', row.extra.includes('hazard') ? 'ATEX / IECEx Zone 2, CE, FCC' : 'MIL-STD-810H, CE, FCC, CCC'),
    ],
    pictures: index % 2 === 0 ? ['tabletFront', 'tabletHandle', 'mountDock'] : ['tabletHandle', 'tabletFront', 'mountDock', 'vehicleComputer'].slice(0, 2 + (index % 3)) as ProductPictureKey[],
  }
}

// ---------------------------------------------------------------------------------------------
// In-vehicle computers (exactly 12)

interface VehicleRow {
  model: string
  series: string
  title: L
  highlight: L
  cpu: L
  memory: string
  lan: number
  com: number
  can: number
  gpu?: string
  fiveG?: boolean
  poe?: boolean
  temp: [number, number]
}

const vehicleRows: VehicleRow[] = [
  {
    model: 'RT-V5', series: 'V5 Series', title: l('紧凑型车载电脑', 'Compact In-vehicle Computer', 'Компактный бортовой компьютер'),
    highlight: l('巴掌大小的无风扇主机，可藏在座椅下或仪表台内。', 'A palm-sized fanless box that hides under a seat or behind the dash.', 'Безвентиляторный блок размером с ладонь легко спрятать под сиденьем или в приборной панели.'),
    cpu: cpu.arm8, memory: '4 GB / 64 GB eMMC', lan: 1, com: 2, can: 2, temp: [-30, 70],
  },
  {
    model: 'RT-V5L', series: 'V5 Series', title: l('入门级车载网关', 'Entry-level Vehicle Gateway', 'Телематический шлюз начального уровня'),
    highlight: l('采集 CAN 总线数据并通过 4G 上传，适合车联网改装。', 'Collects CAN bus data and sends it over 4G: ideal for telematics retrofits.', 'Собирает данные с шины CAN и передаёт их по 4G — оптимальное решение для дооснащения транспорта телематикой.'),
    cpu: cpu.arm8, memory: '2 GB / 16 GB eMMC', lan: 1, com: 1, can: 2, temp: [-30, 70],
  },
  {
    model: 'RT-V7', series: 'V7 Series', title: l('无风扇车载电脑', 'Fanless In-vehicle Computer', 'Безвентиляторный бортовой компьютер'),
    highlight: l('宽压供电与点火控制，车辆熄火后自动安全关机。', 'Wide-range power input with ignition control shuts down safely after the engine stops.', 'Широкий диапазон питания и управление по зажиганию: после остановки двигателя система корректно завершает работу.'),
    cpu: cpu.n5105, memory: '8 GB / 128 GB SSD', lan: 2, com: 2, can: 2, temp: [-25, 70],
  },
  {
    model: 'RT-V7A', series: 'V7 Series', title: l('车载 AI 边缘计算机', 'In-vehicle AI Edge Computer', 'Бортовой ИИ-компьютер для граничных вычислений'),
    highlight: l('内置 NPU，可在本地运行环视拼接与行人检测算法。', 'A built-in NPU runs surround-view stitching and pedestrian detection locally.', 'Встроенный NPU локально выполняет сшивку кругового обзора и распознавание пешеходов.'),
    cpu: cpu.arm8npu, memory: '8 GB / 128 GB eMMC', lan: 2, com: 2, can: 2, temp: [-25, 70],
  },
  {
    model: 'RT-V7E', series: 'V7 Series', title: l('车载以太网交换型电脑', 'In-vehicle Computer with Ethernet Switch', 'Бортовой компьютер со встроенным Ethernet-коммутатором'),
    highlight: l('集成 5 口 PoE 交换机，直接为 IP 摄像头供电。', 'A 5-port PoE switch on board powers IP cameras directly.', 'Встроенный 5-портовый PoE-коммутатор напрямую питает IP-камеры.'),
    cpu: cpu.n5105, memory: '8 GB / 256 GB SSD', lan: 5, com: 2, can: 2, poe: true, temp: [-25, 70],
  },
  {
    model: 'RT-V7M', series: 'V7 Series', title: l('矿用车载电脑', 'In-vehicle Computer for Mining', 'Бортовой компьютер для горнодобывающей техники'),
    highlight: l('加固减振结构，适应矿区长时间颠簸与粉尘。', 'A reinforced, shock-isolated build for long shifts of dust and vibration at the mine.', 'Усиленная конструкция с виброизоляцией выдерживает долгие смены в пыли и тряске на карьере.'),
    cpu: cpu.n5105, memory: '8 GB / 256 GB SSD', lan: 2, com: 4, can: 2, temp: [-40, 70],
  },
  {
    model: 'RT-V9', series: 'V9 Series', title: l('高性能车载电脑', 'High-performance In-vehicle Computer', 'Высокопроизводительный бортовой компьютер'),
    highlight: l('Core i5 处理器与双硬盘位，满足多路视频录像与数据处理。', 'A Core i5 and two drive bays for multi-channel video recording and data processing.', 'Процессор Core i5 и два отсека для накопителей — для многоканальной видеозаписи и обработки данных.'),
    cpu: cpu.i5, memory: '16 GB / 512 GB SSD', lan: 4, com: 4, can: 2, temp: [-25, 60],
  },
  {
    model: 'RT-V9A', series: 'V9 Series', title: l('车载 5G 通信电脑', 'In-vehicle 5G Computer', 'Бортовой компьютер с 5G'),
    highlight: l('双 5G 模块链路聚合，保障移动中的高清视频回传。', 'Two bonded 5G modems keep HD video flowing while the vehicle moves.', 'Два 5G-модема с агрегацией каналов обеспечивают бесперебойную передачу HD-видео в движении.'),
    cpu: cpu.i5, memory: '16 GB / 512 GB SSD', lan: 4, com: 2, can: 2, fiveG: true, temp: [-25, 60],
  },
  {
    model: 'RT-V9G', series: 'V9 Series', title: l('车载 GPU 计算平台', 'In-vehicle GPU Computing Platform', 'Бортовая вычислительная платформа с GPU'),
    highlight: l('搭载独立 GPU 模组，面向自动驾驶测试与数据采集车。', 'Carries a discrete GPU module for autonomous-driving test and data-logging vehicles.', 'Дискретный GPU-модуль для испытательных автомобилей с системами автономного вождения и машин сбора данных.'),
    cpu: cpu.i7, memory: '32 GB / 1 TB NVMe', lan: 4, com: 2, can: 4, gpu: 'NVIDIA RTX A2000 (MXM)', temp: [-20, 55],
  },
  {
    model: 'RT-V11', series: 'V11 Series', title: l('轨道与特种车辆电脑', 'Computer for Rail and Special Vehicles', 'Компьютер для железнодорожного и специального транспорта'),
    highlight: l('M12 防松接口，适合轨道交通与特种车辆的严苛环境。', 'Locking M12 connectors for the harsh life of rail and special vehicles.', 'Разъёмы M12 с фиксацией — для жёстких условий эксплуатации на железнодорожном и специальном транспорте.'),
    cpu: cpu.i5, memory: '16 GB / 512 GB SSD', lan: 4, com: 2, can: 2, poe: true, temp: [-40, 70],
  },
  {
    model: 'RT-V11A', series: 'V11 Series', title: l('公交智能调度主机', 'Smart Dispatch Unit for Buses', 'Бортовой диспетчерский блок для автобусов'),
    highlight: l('集成报站、客流统计与视频监控，一台主机代替多台设备。', 'Stop announcements, passenger counting and CCTV in one box instead of several.', 'Автоинформатор, подсчёт пассажиров и видеонаблюдение в одном блоке вместо нескольких устройств.'),
    cpu: cpu.i5, memory: '8 GB / 256 GB SSD', lan: 4, com: 4, can: 2, poe: true, temp: [-25, 70],
  },
  {
    model: 'RT-V11G', series: 'V11 Series', title: l('应急指挥车载服务器', 'Emergency Command Vehicle Server', 'Бортовой сервер для штабных машин экстренных служб'),
    highlight: l('可上架安装的车载服务器，为指挥车提供本地计算与存储。', 'A rack-mountable vehicle server with local compute and storage for command vehicles.', 'Бортовой сервер для монтажа в стойку: локальные вычисления и хранение данных прямо в штабной машине.'),
    cpu: cpu.i7, memory: '32 GB / 2 TB NVMe', lan: 4, com: 2, can: 2, fiveG: true, temp: [-20, 60],
  },
]

const vehicleFeature = {
  fanless: l('无风扇被动散热，无活动部件，更耐用', 'Fanless passive cooling with no moving parts to wear out', 'Пассивное охлаждение без вентиляторов: нет изнашивающихся подвижных частей'),
  ignition: l('9–36 V 宽压输入，点火信号控制开关机', '9–36 V wide-range input with ignition-controlled power on/off', 'Широкий диапазон питания 9–36 В, включение и выключение по сигналу зажигания'),
  emark: l('通过 E-mark 与 ISO 7637-2 车规电气测试', 'E-mark and ISO 7637-2 automotive electrical tests passed', 'Сертификат E-mark, испытания на устойчивость к помехам в бортовой сети по ISO 7637-2'),
  can: (buses: number) => l(`${buses} 路 CAN FD，读取整车与上装数据`, `${buses} × CAN FD for vehicle and body-builder data`, `${buses} × CAN FD для считывания данных шасси и спецоборудования`),
  poe: l('PoE 供电，摄像头一线连接', 'PoE powers cameras over a single cable', 'PoE: камера подключается и питается по одному кабелю'),
  fiveG: l('5G 双模组与多天线设计', 'Dual 5G modems and a multi-antenna design', 'Два 5G-модема и многоантенная схема'),
  gpu: l('独立 GPU 加速深度学习推理', 'Discrete GPU accelerates deep-learning inference', 'Дискретный GPU ускоряет инференс нейросетей'),
  mdm: l('支持 MDM 平台远程升级与监控', 'Remote updates and monitoring from the MDM platform', 'Удалённое обновление и мониторинг через платформу MDM'),
}

function vehicle(row: VehicleRow, index: number): ProductSeed {
  const features: L[] = [vehicleFeature.fanless, vehicleFeature.ignition, vehicleFeature.can(row.can)]
  if (row.poe) features.push(vehicleFeature.poe)
  if (row.fiveG) features.push(vehicleFeature.fiveG)
  if (row.gpu) features.push(vehicleFeature.gpu)
  features.push(index % 2 === 0 ? vehicleFeature.emark : vehicleFeature.mdm)
  if (features.length < 5) features.push(index % 2 === 0 ? vehicleFeature.mdm : vehicleFeature.emark)
  const pictures: ProductPictureKey[][] = [
    ['vehicleComputer', 'displayTerminal'],
    ['vehicleComputer', 'surroundView', 'displayTerminal'],
    ['vehicleComputer', 'driverMonitoring'],
  ]
  return {
    model: row.model,
    series: row.series,
    title: row.title,
    summary: l(`${row.title.zh}。${row.highlight.zh}`, `${row.title.en}. ${row.highlight.en}`, `${row.title.ru}. ${row.highlight.ru}`),
    features: features.slice(0, 6),
    specs: [
      spec('cpu', row.cpu),
      spec('memory', row.memory),
      spec('interfaces', l(`${row.lan} × 千兆网口${row.poe ? '（PoE）' : ''}，4 × USB 3.0，${row.com} × RS232/485，${row.can} × CAN FD，8 路 DIO`, `${row.lan} × GbE${row.poe ? ' (PoE)' : ''}, 4 × USB 3.0, ${row.com} × RS232/485, ${row.can} × CAN FD, 8 × DIO`, `${row.lan} × Gigabit Ethernet${row.poe ? ' (PoE)' : ''}, 4 × USB 3.0, ${row.com} × RS232/485, ${row.can} × CAN FD, 8 × DIO`)),
      spec('expansion', row.gpu ? l(`${row.gpu}，2 × M.2`, `${row.gpu}, 2 × M.2`, `${row.gpu}, 2 × M.2`) : row.fiveG ? l('2 × 5G，GNSS，Wi-Fi 6', '2 × 5G, GNSS, Wi-Fi 6', '2 × 5G, GNSS, Wi-Fi 6') : l('4G，GNSS，Wi-Fi 5（可选）', '4G, GNSS, Wi-Fi 5 (optional)', '4G, GNSS, Wi-Fi 5 (опционально)')),
      spec('power', l('9–36 V 直流，点火控制，欠压保护', '9–36 V DC, ignition control, under-voltage protection', '9–36 В DC, управление по зажиганию, защита от пониженного напряжения')),
      spec('temperature', temperature(row.temp[0], row.temp[1])),
      spec('shock', 'MIL-STD-810H, ISO 16750-3'),
      spec('certifications', 'E-mark, CE, FCC'),
      spec('os', l('Linux / Windows 10 IoT / Android（按型号）', 'Linux, Windows 10 IoT or Android (by model)', 'Linux / Windows 10 IoT / Android (в зависимости от модели)')),
    ],
    pictures: pictures[index % pictures.length]!,
  }
}

// ---------------------------------------------------------------------------------------------
// Control boxes (5), displays (4), surround view (3), DMS (3), ISOBUS (3), accessories (4)

function product(seed: Omit<ProductSeed, 'summary'> & { summary: L }): ProductSeed {
  return seed
}

const controlBoxes: ProductSeed[] = [
  product({
    model: 'RT-C3', series: 'C Series', title: l('车载小型控制盒', 'Compact Vehicle Control Box', 'Компактный бортовой пульт управления'),
    summary: l('8 键背光键盘与旋钮，替代驾驶室里零散的开关面板。', 'Eight backlit keys and a rotary knob replace scattered switch panels in the cab.', '8 клавиш с подсветкой и поворотный регулятор вместо разрозненных панелей выключателей в кабине.'),
    features: [
      l('8 个可编程背光按键，夜间操作不误触', 'Eight programmable backlit keys that are easy to find at night', '8 программируемых клавиш с подсветкой — без ошибочных нажатий в темноте'),
      l('带按压功能的旋钮，调节参数更直观', 'Push-to-select knob for intuitive adjustments', 'Поворотный регулятор с функцией нажатия — интуитивная настройка параметров'),
      l('CANopen 与 J1939 协议可选', 'CANopen or J1939 protocol', 'Протокол CANopen или J1939 на выбор'),
      l('IP67 密封，可高压冲洗', 'Sealed to IP67 and safe to pressure-wash', 'Герметичность IP67, допускается мойка под высоким давлением'),
    ],
    specs: [
      spec('controller', l('32 位 ARM Cortex-M4 控制器', '32-bit ARM Cortex-M4 controller', '32-разрядный контроллер ARM Cortex-M4')),
      spec('keypad', l('8 键背光，硅胶按键', '8 backlit silicone keys', '8 силиконовых клавиш с подсветкой')),
      spec('io', l('2 路数字输入，1 路模拟输入', '2 digital inputs, 1 analogue input', '2 дискретных входа, 1 аналоговый вход')),
      spec('interfaces', '1 × CAN (CANopen / J1939), Deutsch DT 6-pin'),
      spec('power', l('9–32 V 直流', '9–32 V DC', '9–32 В DC')),
      spec('protection', 'IP67'),
      spec('temperature', temperature(-40, 70)),
      spec('certifications', 'E-mark, CE'),
    ],
    pictures: ['controlBox', 'displayTerminal'],
  }),
  product({
    model: 'RT-C5', series: 'C Series', title: l('车载控制盒', 'Vehicle Control Box', 'Бортовой пульт управления'),
    summary: l('12 键键盘、状态屏与旋钮，适用于工程机械与专用车辆上装控制。', 'Twelve keys, a status screen and a knob for construction machines and body-builder controls.', '12 клавиш, экран состояния и поворотный регулятор — для строительной техники и управления навесным и специальным оборудованием.'),
    features: [
      l('12 键背光键盘，按键图标可定制', 'Twelve backlit keys with custom icons', '12 клавиш с подсветкой, пиктограммы по заказу'),
      l('1.8 英寸状态屏，实时显示工作模式', '1.8-inch status screen shows the working mode at a glance', 'Экран состояния 1,8″: режим работы виден с первого взгляда'),
      l('双路 CAN，支持 J1939 与自定义协议', 'Two CAN buses with J1939 or custom protocols', 'Две шины CAN, протокол J1939 или собственный протокол заказчика'),
      l('IP67 密封外壳，抗紫外线老化', 'IP67 housing that resists UV ageing', 'Корпус IP67, стойкий к ультрафиолетовому старению'),
      l('提供 PC 端配置工具，免编程定义按键功能', 'PC configuration tool assigns key functions without programming', 'ПО для настройки на ПК: функции клавиш назначаются без программирования'),
    ],
    specs: [
      spec('controller', l('32 位 ARM Cortex-M4 控制器', '32-bit ARM Cortex-M4 controller', '32-разрядный контроллер ARM Cortex-M4')),
      spec('keypad', l('12 键背光，带旋钮', '12 backlit keys plus a rotary knob', '12 клавиш с подсветкой и поворотный регулятор')),
      spec('display', l('1.8 英寸 TFT 状态屏', '1.8" TFT status screen', 'TFT-экран состояния 1,8″')),
      spec('io', l('4 路数字输入，2 路模拟输入，4 路高边输出', '4 digital inputs, 2 analogue inputs, 4 high-side outputs', '4 дискретных входа, 2 аналоговых входа, 4 выхода high-side')),
      spec('interfaces', '2 × CAN, 1 × LIN, Deutsch DT 12-pin'),
      spec('power', l('9–32 V 直流', '9–32 V DC', '9–32 В DC')),
      spec('protection', 'IP67'),
      spec('temperature', temperature(-40, 70)),
      spec('certifications', 'E-mark, CE, ISO 13766'),
    ],
    pictures: ['controlBox', 'vehicleComputer', 'displayTerminal'],
  }),
  product({
    model: 'RT-C5P', series: 'C Series', title: l('带急停的车载控制盒', 'Vehicle Control Box with E-stop', 'Бортовой пульт управления с аварийным остановом'),
    summary: l('在 RT-C5 基础上集成急停按钮与钥匙开关，适合高空作业车与环卫车。', 'The RT-C5 plus an emergency stop and key switch, for aerial platforms and municipal vehicles.', 'RT-C5 с кнопкой аварийного останова и ключом-выключателем — для автовышек и коммунальной техники.'),
    features: [
      l('双回路急停按钮，满足安全回路设计', 'Dual-channel emergency stop for safety circuits', 'Двухканальная кнопка аварийного останова для построения цепей безопасности'),
      l('钥匙开关防止误操作', 'Key switch prevents unauthorised use', 'Ключ-выключатель защищает от случайного и несанкционированного включения'),
      l('按键动作记录，便于事故追溯', 'Key events are logged for incident review', 'Нажатия клавиш записываются в журнал для разбора инцидентов'),
      l('与 RT-C5 完全兼容的安装孔位', 'Same mounting holes as the RT-C5', 'Монтажные отверстия полностью совпадают с RT-C5'),
    ],
    specs: [
      spec('controller', l('32 位 ARM Cortex-M4 控制器', '32-bit ARM Cortex-M4 controller', '32-разрядный контроллер ARM Cortex-M4')),
      spec('keypad', l('10 键背光，急停按钮，钥匙开关', '10 backlit keys, emergency stop, key switch', '10 клавиш с подсветкой, кнопка аварийного останова, ключ-выключатель')),
      spec('io', l('4 路数字输入，2 路安全输入，4 路输出', '4 digital inputs, 2 safety inputs, 4 outputs', '4 дискретных входа, 2 входа безопасности, 4 выхода')),
      spec('interfaces', '2 × CAN, Deutsch DT 12-pin'),
      spec('power', l('9–32 V 直流', '9–32 V DC', '9–32 В DC')),
      spec('protection', 'IP66'),
      spec('temperature', temperature(-30, 70)),
    ],
    pictures: ['controlBox', 'displayTerminal'],
  }),
  product({
    model: 'RT-C8', series: 'C Series', title: l('多功能操控终端', 'Multi-function Operator Terminal', 'Многофункциональный операторский терминал'),
    summary: l('4.3 英寸彩屏与 16 个按键，一台终端完成上装操作与参数显示。', 'A 4.3-inch colour screen and 16 keys: operate the body equipment and see its parameters on one terminal.', 'Цветной экран 4,3″ и 16 клавиш: управление спецоборудованием и контроль его параметров с одного терминала.'),
    features: [
      l('4.3 英寸高亮彩屏，阳光下可读', '4.3-inch bright colour screen, readable in sunlight', 'Яркий цветной экран 4,3″, читаемый на солнце'),
      l('16 个可编程按键与多功能摇杆接口', '16 programmable keys plus a multi-function joystick input', '16 программируемых клавиш и вход для многофункционального джойстика'),
      l('支持 CODESYS 编程', 'Programmable with CODESYS', 'Программирование в среде CODESYS'),
      l('一路模拟摄像头输入，倒车画面自动切换', 'One analogue camera input switches to the reversing view automatically', 'Аналоговый видеовход: при включении задней передачи автоматически выводится изображение с камеры заднего вида'),
      l('IP67 全密封', 'Fully sealed to IP67', 'Полная герметизация по IP67'),
    ],
    specs: [
      spec('controller', l('双核 ARM Cortex-A7，800 MHz', 'Dual-core ARM Cortex-A7, 800 MHz', '2-ядерный ARM Cortex-A7, 800 МГц')),
      spec('display', l('4.3 英寸 480×272，800 尼特', '4.3" 480×272, 800 nits', '4,3″, 480×272, 800 кд/м²')),
      spec('keypad', l('16 键背光', '16 backlit keys', '16 клавиш с подсветкой')),
      spec('io', l('8 路输入，4 路输出，1 路摄像头', '8 inputs, 4 outputs, 1 camera', '8 входов, 4 выхода, 1 камера')),
      spec('interfaces', '2 × CAN, 1 × RS485, USB (service)'),
      spec('power', l('9–32 V 直流', '9–32 V DC', '9–32 В DC')),
      spec('protection', 'IP67'),
      spec('temperature', temperature(-30, 70)),
      spec('certifications', 'E-mark, CE'),
    ],
    pictures: ['controlBox', 'displayTerminal', 'vehicleComputer'],
  }),
  product({
    model: 'RT-C8X', series: 'C Series', title: l('防爆型操控终端', 'Explosion-protected Operator Terminal', 'Взрывозащищённый операторский терминал'),
    summary: l('面向油田与化工车辆的本安型操控终端。', 'An intrinsically safe operator terminal for oilfield and chemical vehicles.', 'Искробезопасный операторский терминал для техники нефтепромыслов и химических производств.'),
    features: [
      l('本质安全设计，适用于危险区域车辆', 'Intrinsically safe design for vehicles in hazardous areas', 'Искробезопасное исполнение для техники во взрывоопасных зонах'),
      l('不锈钢按键，耐油耐腐蚀', 'Stainless-steel keys that resist oil and corrosion', 'Клавиши из нержавеющей стали, стойкие к маслам и коррозии'),
      l('与 RT-C8 共用软件与配置工具', 'Shares software and tools with the RT-C8', 'Общее ПО и инструменты настройки с RT-C8'),
      l('宽温运行，极寒地区照常工作', 'Wide temperature range for extreme cold', 'Расширенный температурный диапазон — работает даже в сильные морозы'),
    ],
    specs: [
      spec('controller', l('双核 ARM Cortex-A7，800 MHz', 'Dual-core ARM Cortex-A7, 800 MHz', '2-ядерный ARM Cortex-A7, 800 МГц')),
      spec('display', l('4.3 英寸 480×272', '4.3" 480×272', '4,3″, 480×272')),
      spec('keypad', l('12 个不锈钢按键', '12 stainless-steel keys', '12 клавиш из нержавеющей стали')),
      spec('interfaces', '2 × CAN (intrinsically safe barrier)'),
      spec('power', l('12 / 24 V 直流', '12/24 V DC', '12/24 В DC')),
      spec('protection', 'IP68'),
      spec('temperature', temperature(-40, 60)),
      spec('certifications', 'ATEX / IECEx Zone 1'),
    ],
    pictures: ['controlBox', 'vehicleComputer'],
  }),
]

const displays: ProductSeed[] = [
  product({
    model: 'RT-D7', series: 'D Series', title: l('7 英寸车载显示终端', '7-inch Vehicle Display Terminal', 'Бортовой дисплей 7″'),
    summary: l('四路摄像头输入的车载显示器，兼顾倒车影像与盲区监看。', 'A vehicle display with four camera inputs for reversing and blind-spot views.', 'Бортовой монитор с четырьмя видеовходами: камера заднего вида и контроль слепых зон.'),
    features: [
      l('四路 AHD 摄像头输入，支持分屏显示', 'Four AHD camera inputs with split-screen views', 'Четыре входа для AHD-камер, режим разделения экрана'),
      l('倒车信号自动切换到后视画面', 'Switches to the rear view when reverse is engaged', 'При включении задней передачи автоматически переключается на камеру заднего вида'),
      l('物理按键，戴手套也能操作', 'Physical keys that work with gloves', 'Механические кнопки — удобно управлять в перчатках'),
      l('光感自动调节亮度，夜间不刺眼', 'Automatic dimming keeps night driving comfortable', 'Датчик освещённости сам регулирует яркость — ночью экран не слепит'),
    ],
    specs: [
      spec('display', l('7 英寸 1024×600，800 尼特', '7" 1024×600, 800 nits', '7″, 1024×600, 800 кд/м²')),
      spec('cameras', l('4 路 AHD 1080p 输入', '4 × AHD 1080p inputs', '4 входа AHD 1080p')),
      spec('interfaces', l('触发线 × 3，音频输出', '3 × trigger wires, audio out', '3 триггерных входа, аудиовыход')),
      spec('power', l('9–36 V 直流', '9–36 V DC', '9–36 В DC')),
      spec('protection', l('IP65（前面板）', 'IP65 (front)', 'IP65 (лицевая панель)')),
      spec('temperature', temperature(-30, 70)),
      spec('certifications', 'E-mark, CE'),
    ],
    pictures: ['displayTerminal', 'surroundView'],
  }),
  product({
    model: 'RT-D10', series: 'D Series', title: l('10.1 英寸车载智能终端', '10.1-inch Smart Vehicle Terminal', 'Интеллектуальный бортовой терминал 10,1″'),
    summary: l('Android 车载一体机，可运行调度、导航与作业应用。', 'An all-in-one Android terminal for dispatch, navigation and job apps.', 'Бортовой терминал-моноблок на Android для диспетчеризации, навигации и рабочих приложений.'),
    features: [
      l('10.1 英寸高亮触摸屏，阳光下可读', 'Bright 10.1-inch touch screen, readable in sunlight', 'Яркий сенсорный экран 10,1″, читаемый на солнце'),
      l('内置 4G 与 GNSS，开机即可联网调度', 'Built-in 4G and GNSS: online and ready to dispatch at power-on', 'Встроенные 4G и GNSS: сразу после включения терминал на связи с диспетчером'),
      l('两路 CAN，读取车辆数据', 'Two CAN buses read vehicle data', 'Две шины CAN для считывания данных автомобиля'),
      l('支持 MDM 远程锁定与应用分发', 'Remote lock and app delivery from the MDM platform', 'Удалённая блокировка и установка приложений через платформу MDM'),
      l('RAM 球头安装，角度随意调节', 'RAM-ball mount for any viewing angle', 'Шаровое крепление RAM — любой угол обзора'),
    ],
    specs: [
      spec('cpu', cpu.arm8),
      spec('os', 'Android 13'),
      spec('display', l('10.1 英寸 1280×800，1000 尼特，电容触控', '10.1" 1280×800, 1000 nits, capacitive touch', '10,1″, 1280×800, 1000 кд/м², ёмкостный сенсорный экран')),
      spec('wireless', l('4G，Wi-Fi 5，蓝牙 5.0，GNSS', '4G, Wi-Fi 5, Bluetooth 5.0, GNSS', '4G, Wi-Fi 5, Bluetooth 5.0, GNSS')),
      spec('interfaces', '2 × CAN, RS232, 2 × AHD camera, USB'),
      spec('power', l('9–36 V 直流，点火控制', '9–36 V DC, ignition control', '9–36 В DC, управление по зажиганию')),
      spec('protection', 'IP66'),
      spec('temperature', temperature(-20, 70)),
    ],
    pictures: ['displayTerminal', 'tabletFront', 'vehicleComputer'],
  }),
  product({
    model: 'RT-D10C', series: 'D Series', title: l('10.1 英寸工程机械显示器', '10.1-inch Display for Construction Machinery', 'Дисплей 10,1″ для строительной техники'),
    summary: l('专为挖掘机、装载机等工程机械设计的 CAN 总线显示器。', 'A CAN bus display designed for excavators, loaders and other construction machines.', 'Дисплей с шиной CAN для экскаваторов, погрузчиков и другой строительной техники.'),
    features: [
      l('光学贴合屏幕，抗振不起雾', 'Optically bonded screen that resists vibration and fogging', 'Экран с оптическим бондингом: устойчив к вибрации и не запотевает'),
      l('支持 J1939 仪表界面与故障码显示', 'J1939 gauges and fault-code display', 'Приборная панель J1939 и вывод кодов неисправностей'),
      l('旋钮加按键的组合操作', 'Knob-and-key operation', 'Управление поворотным регулятором и клавишами'),
      l('三路摄像头输入', 'Three camera inputs', 'Три входа для камер'),
    ],
    specs: [
      spec('cpu', l('四核 ARM Cortex-A53，1.5 GHz', 'Quad-core ARM Cortex-A53, 1.5 GHz', '4-ядерный ARM Cortex-A53, 1,5 ГГц')),
      spec('display', l('10.1 英寸 1280×800，光学贴合，1000 尼特', '10.1" 1280×800, optically bonded, 1000 nits', '10,1″, 1280×800, оптический бондинг, 1000 кд/м²')),
      spec('interfaces', '2 × CAN (J1939), 3 × AHD camera, USB'),
      spec('power', l('12 / 24 V 直流', '12/24 V DC', '12/24 В DC')),
      spec('protection', 'IP67'),
      spec('temperature', temperature(-30, 70)),
      spec('shock', 'ISO 15003'),
    ],
    pictures: ['displayTerminal', 'controlBox'],
  }),
  product({
    model: 'RT-D12', series: 'D Series', title: l('12.1 英寸车载工控显示器', '12.1-inch Vehicle Panel Display', 'Бортовой панельный дисплей 12,1″'),
    summary: l('为车载电脑配套的 12.1 英寸高亮触摸显示器。', 'A bright 12.1-inch touch display that pairs with our in-vehicle computers.', 'Яркий сенсорный дисплей 12,1″ в пару к нашим бортовым компьютерам.'),
    features: [
      l('单线连接：视频、触摸与供电合一', 'One cable for video, touch and power', 'Видео, сенсор и питание — по одному кабелю'),
      l('1200 尼特高亮，强光下依然清楚', '1200 nits for strong ambient light', 'Яркость 1200 кд/м² — изображение остаётся чётким даже при ярком внешнем освещении'),
      l('前面板 IP65，可直接嵌入仪表台', 'IP65 front panel for dash-mount installation', 'Лицевая панель IP65 — для встраивания в приборную панель'),
      l('与 V 系列车载电脑即插即用', 'Plug-and-play with V Series computers', 'Подключается к компьютерам серии V по принципу plug-and-play'),
    ],
    specs: [
      spec('display', l('12.1 英寸 1280×800，1200 尼特，电容触控', '12.1" 1280×800, 1200 nits, capacitive touch', '12,1″, 1280×800, 1200 кд/м², ёмкостный сенсорный экран')),
      spec('interfaces', 'HDMI, USB touch, 4-pin power'),
      spec('power', l('9–36 V 直流', '9–36 V DC', '9–36 В DC')),
      spec('protection', l('IP65（前面板）', 'IP65 (front)', 'IP65 (лицевая панель)')),
      spec('temperature', temperature(-20, 70)),
      spec('certifications', 'E-mark, CE'),
    ],
    pictures: ['displayTerminal', 'vehicleComputer'],
  }),
]

const surroundViews: ProductSeed[] = [
  product({
    model: 'RT-SV360', series: 'SV360 Series', title: l('360° 全景环视系统', '360° Surround-view System', 'Система кругового обзора 360°'),
    summary: l('四路鱼眼摄像头拼接成车辆俯视图，消除低速行驶与泊车时的盲区。', 'Four fisheye cameras are stitched into a bird’s-eye view that removes blind spots at low speed and when parking.', 'Изображения четырёх камер «рыбий глаз» сшиваются в вид сверху и устраняют слепые зоны при маневрировании на малой скорости и парковке.'),
    features: [
      l('四路 1080p 鱼眼摄像头无缝拼接', 'Four 1080p fisheye cameras stitched seamlessly', 'Бесшовная сшивка изображений четырёх камер 1080p «рыбий глаз»'),
      l('一键标定，安装后 5 分钟完成调试', 'One-click calibration: set up in five minutes after installation', 'Калибровка одной кнопкой: настройка за 5 минут после монтажа'),
      l('转向灯联动，自动放大对应侧画面', 'Turn signals enlarge the matching side view', 'При включении указателя поворота увеличивается изображение с соответствующей стороны'),
      l('支持行车记录，事故可追溯', 'Recording for incident review', 'Видеорегистрация для разбора происшествий'),
    ],
    specs: [
      spec('cameras', l('4 × AHD 1080p，190° 鱼眼，IP69K', '4 × AHD 1080p, 190° fisheye, IP69K', '4 × AHD 1080p, «рыбий глаз» 190°, IP69K')),
      spec('cpu', l('四核 ARM 处理器，带图像处理单元', 'Quad-core ARM processor with image-processing unit', '4-ядерный процессор ARM с блоком обработки изображений')),
      spec('output', 'AHD / CVBS'),
      spec('latency', l('< 80 毫秒', '< 80 ms', '< 80 мс')),
      spec('storage', l('SD 卡，最大 256 GB', 'SD card, up to 256 GB', 'Карта SD, до 256 ГБ')),
      spec('power', l('9–36 V 直流', '9–36 V DC', '9–36 В DC')),
      spec('temperature', temperature(-30, 70)),
    ],
    pictures: ['surroundView', 'displayTerminal', 'vehicleComputer'],
  }),
  product({
    model: 'RT-SV360H', series: 'SV360 Series', title: l('重型车辆 360° 环视系统', '360° Surround View for Heavy Vehicles', 'Система кругового обзора 360° для тяжёлой техники'),
    summary: l('支持铰接车辆与挂车的六路环视方案，覆盖长车身的每一个角落。', 'A six-camera system for articulated vehicles and trailers that covers every corner of a long body.', 'Шестикамерная система для сочленённой техники и автопоездов — под контролем каждый угол длинного кузова.'),
    features: [
      l('最多 6 路摄像头，适配铰接车与挂车', 'Up to six cameras for articulated vehicles and trailers', 'До 6 камер — для сочленённой техники и прицепов'),
      l('铰接角度自适应拼接', 'Stitching follows the articulation angle', 'Сшивка изображения с учётом угла складывания'),
      l('重型减振摄像头支架', 'Heavy-duty shock-isolated camera brackets', 'Усиленные виброизолированные кронштейны камер'),
      l('可接入 RT-D10C 显示器', 'Works with the RT-D10C display', 'Совместима с дисплеем RT-D10C'),
      l('E-mark 认证，满足整车厂配套要求', 'E-mark approved for OEM fitment', 'Сертификат E-mark — соответствует требованиям автопроизводителей к штатной установке'),
    ],
    specs: [
      spec('cameras', l('最多 6 × AHD 1080p，IP69K', 'Up to 6 × AHD 1080p, IP69K', 'До 6 × AHD 1080p, IP69K')),
      spec('cpu', l('六核 ARM 处理器，带 NPU', 'Hexa-core ARM processor with NPU', '6-ядерный процессор ARM с NPU')),
      spec('output', 'AHD / HDMI'),
      spec('latency', l('< 100 毫秒', '< 100 ms', '< 100 мс')),
      spec('power', l('9–36 V 直流', '9–36 V DC', '9–36 В DC')),
      spec('temperature', temperature(-40, 70)),
      spec('certifications', 'E-mark, CE'),
    ],
    pictures: ['surroundView', 'vehicleComputer'],
  }),
  product({
    model: 'RT-SV360AI', series: 'SV360 Series', title: l('AI 行人检测环视系统', 'Surround View with AI Pedestrian Detection', 'Система кругового обзора с ИИ-распознаванием пешеходов'),
    summary: l('在全景画面上实时识别行人与骑行者，并以声光提醒司机。', 'Spots pedestrians and cyclists on the surround view in real time and warns the driver with sound and light.', 'В реальном времени распознаёт пешеходов и велосипедистов на изображении кругового обзора и предупреждает водителя звуковым и световым сигналом.'),
    features: [
      l('深度学习识别行人、骑行者与车辆', 'Deep learning recognises pedestrians, cyclists and vehicles', 'Нейросетевое распознавание пешеходов, велосипедистов и транспортных средств'),
      l('可设定危险区域与分级报警', 'Configurable danger zones and graded alerts', 'Настраиваемые опасные зоны и многоуровневые предупреждения'),
      l('报警事件自动录像并上传云端', 'Alerts are recorded and uploaded automatically', 'Тревожные события автоматически записываются и выгружаются в облако'),
      l('夜间红外补光摄像头可选', 'Optional infrared cameras for night work', 'Опционально — камеры с ИК-подсветкой для работы ночью'),
      l('通过 MDM 平台统一升级算法', 'Algorithm updates delivered from the MDM platform', 'Централизованное обновление алгоритмов через платформу MDM'),
    ],
    specs: [
      spec('cameras', l('4 × AHD 1080p，190° 鱼眼', '4 × AHD 1080p, 190° fisheye', '4 × AHD 1080p, «рыбий глаз» 190°')),
      spec('cpu', l('八核 ARM 处理器，6 TOPS NPU', 'Octa-core ARM processor, 6 TOPS NPU', '8-ядерный процессор ARM, NPU 6 TOPS')),
      spec('detection', l('行人、骑行者、车辆，检测距离 0.5–8 米', 'Pedestrians, cyclists, vehicles; 0.5–8 m range', 'Пешеходы, велосипедисты, транспортные средства; дальность 0,5–8 м')),
      spec('alarms', l('蜂鸣器、语音、报警灯输出', 'Buzzer, voice, warning-light output', 'Зуммер, голосовое оповещение, выход на сигнальную лампу')),
      spec('wireless', l('4G，GNSS', '4G, GNSS', '4G, GNSS')),
      spec('power', l('9–36 V 直流', '9–36 V DC', '9–36 В DC')),
      spec('temperature', temperature(-30, 70)),
      spec('certifications', 'E-mark, CE'),
    ],
    pictures: ['surroundView', 'driverMonitoring', 'displayTerminal', 'vehicleComputer'],
  }),
]

const dmsProducts: ProductSeed[] = [
  product({
    model: 'RT-DMS2', series: 'DMS Series', title: l('驾驶员状态监测系统', 'Driver Monitoring System', 'Система мониторинга состояния водителя'),
    summary: l('红外摄像头识别疲劳与分心驾驶，并立即语音提醒。', 'An infrared camera detects fatigue and distraction and warns the driver at once.', 'ИК-камера распознаёт усталость и отвлечение водителя и сразу подаёт голосовое предупреждение.'),
    features: [
      l('识别闭眼、打哈欠、低头等疲劳特征', 'Detects eye closure, yawning and head nodding', 'Распознаёт признаки усталости: закрытые глаза, зевоту, опускание головы'),
      l('940 nm 红外补光，戴墨镜也能识别', '940 nm infrared sees through most sunglasses', 'ИК-подсветка 940 нм — распознавание работает даже в солнцезащитных очках'),
      l('语音与座椅振动提醒（可选）', 'Voice alerts, with optional seat vibration', 'Голосовые предупреждения, опционально — вибрация сиденья'),
      l('即插即用，无需改动车辆线路', 'Plug and play, no changes to vehicle wiring', 'Plug and play — без вмешательства в штатную проводку'),
    ],
    specs: [
      spec('cameras', l('1 × 红外摄像头，940 nm，1280×720', '1 × infrared camera, 940 nm, 1280×720', '1 × ИК-камера, 940 нм, 1280×720')),
      spec('detection', l('疲劳、分心', 'Fatigue, distraction', 'Усталость, отвлечение внимания')),
      spec('alarms', l('语音、蜂鸣器', 'Voice, buzzer', 'Голосовое оповещение, зуммер')),
      spec('storage', l('报警前后 10 秒录像，SD 卡', '10 s clips around each alert, SD card', 'Видеофрагменты по 10 с до и после события, карта SD')),
      spec('power', l('9–36 V 直流', '9–36 V DC', '9–36 В DC')),
      spec('temperature', temperature(-20, 70)),
    ],
    pictures: ['driverMonitoring', 'displayTerminal'],
  }),
  product({
    model: 'RT-DMS3', series: 'DMS Series', title: l('智能驾驶员监测系统', 'Smart Driver Monitoring System', 'Интеллектуальная система мониторинга водителя'),
    summary: l('在疲劳与分心检测之外，还能识别抽烟、打电话与未系安全带。', 'Beyond fatigue and distraction, it also detects smoking, phone use and unfastened seat belts.', 'Помимо усталости и отвлечения, распознаёт курение, разговор по телефону и непристёгнутый ремень безопасности.'),
    features: [
      l('五类危险驾驶行为识别', 'Recognises five kinds of risky behaviour', 'Распознаёт пять видов опасного поведения за рулём'),
      l('人脸识别司机身份，自动关联排班', 'Face recognition identifies the driver and links the shift', 'Идентификация водителя по лицу и автоматическая привязка к смене'),
      l('4G 实时上传报警与视频证据', 'Alerts and video evidence uploaded live over 4G', 'Тревоги и видеодоказательства передаются по 4G в реальном времени'),
      l('支持 JT/T 808 与 JT/T 1078 平台接入', 'Connects to JT/T 808 and JT/T 1078 platforms', 'Подключение к платформам по протоколам JT/T 808 и JT/T 1078'),
      l('云端报表统计驾驶风险趋势', 'Cloud reports show driving-risk trends', 'Облачные отчёты показывают динамику рисков вождения'),
    ],
    specs: [
      spec('cameras', l('1 × 红外摄像头，940 nm，1920×1080', '1 × infrared camera, 940 nm, 1920×1080', '1 × ИК-камера, 940 нм, 1920×1080')),
      spec('cpu', l('四核 ARM 处理器，2 TOPS NPU', 'Quad-core ARM processor, 2 TOPS NPU', '4-ядерный процессор ARM, NPU 2 TOPS')),
      spec('detection', l('疲劳、分心、抽烟、打电话、未系安全带', 'Fatigue, distraction, smoking, phone use, seat belt', 'Усталость, отвлечение, курение, разговор по телефону, непристёгнутый ремень')),
      spec('alarms', l('语音、蜂鸣器、平台推送', 'Voice, buzzer, platform notification', 'Голосовое оповещение, зуммер, уведомление на платформе')),
      spec('wireless', l('4G，GNSS，Wi-Fi', '4G, GNSS, Wi-Fi', '4G, GNSS, Wi-Fi')),
      spec('storage', l('SD 卡，最大 256 GB', 'SD card, up to 256 GB', 'Карта SD, до 256 ГБ')),
      spec('power', l('9–36 V 直流', '9–36 V DC', '9–36 В DC')),
      spec('temperature', temperature(-30, 70)),
      spec('certifications', 'E-mark, CE'),
    ],
    pictures: ['driverMonitoring', 'vehicleComputer', 'displayTerminal'],
  }),
  product({
    model: 'RT-DMS3-PRO', series: 'DMS Series', title: l('DMS 与 ADAS 一体机', 'DMS and ADAS All-in-one', 'Моноблок DMS + ADAS'),
    summary: l('一台设备同时看司机、看前方，集成车道偏离与前车碰撞预警。', 'One unit watches both the driver and the road, with lane-departure and forward-collision warnings.', 'Одно устройство следит и за водителем, и за дорогой: предупреждает о выезде из полосы и угрозе фронтального столкновения.'),
    features: [
      l('驾驶员监测与前向 ADAS 双摄像头', 'Two cameras: driver monitoring and forward ADAS', 'Две камеры: мониторинг водителя и фронтальная ADAS'),
      l('车道偏离、前车碰撞、行人碰撞预警', 'Lane-departure, forward-collision and pedestrian-collision warnings', 'Предупреждения о выезде из полосы, столкновении с впереди идущим транспортом и наезде на пешехода'),
      l('四路额外摄像头接口，可扩展盲区监测', 'Four extra camera inputs for blind-spot monitoring', 'Четыре дополнительных входа для камер контроля слепых зон'),
      l('本地 AI 运算，无网络时照常报警', 'On-board AI keeps alerting without a network', 'Бортовой ИИ — предупреждения работают и без связи'),
      l('与 RT-SV360AI 联动，形成完整主动安全方案', 'Works with the RT-SV360AI for a complete active-safety system', 'Вместе с RT-SV360AI образует полноценную систему активной безопасности'),
      l('MDM 平台集中配置报警阈值', 'Alert thresholds set centrally from the MDM platform', 'Пороги срабатывания предупреждений задаются централизованно через платформу MDM'),
    ],
    specs: [
      spec('cameras', l('DMS 红外摄像头 + ADAS 前视摄像头，另有 4 路扩展', 'IR DMS camera + forward ADAS camera, plus 4 extra inputs', 'ИК-камера DMS + фронтальная камера ADAS, ещё 4 дополнительных входа')),
      spec('cpu', l('八核 ARM 处理器，6 TOPS NPU', 'Octa-core ARM processor, 6 TOPS NPU', '8-ядерный процессор ARM, NPU 6 TOPS')),
      spec('detection', l('DMS 五类行为，LDW、FCW、PCW', 'Five DMS behaviours, LDW, FCW, PCW', '5 видов поведения (DMS), LDW, FCW, PCW')),
      spec('wireless', l('4G / 5G，GNSS', '4G/5G, GNSS', '4G/5G, GNSS')),
      spec('storage', l('SD 卡 + 2.5 英寸硬盘', 'SD card + 2.5" drive', 'Карта SD + накопитель 2,5″')),
      spec('power', l('9–36 V 直流', '9–36 V DC', '9–36 В DC')),
      spec('temperature', temperature(-30, 70)),
      spec('certifications', 'E-mark, CE'),
    ],
    pictures: ['driverMonitoring', 'surroundView', 'vehicleComputer'],
  }),
]

const isobusProducts: ProductSeed[] = [
  product({
    model: 'RT-IB10', series: 'IB Series', title: l('10 英寸 ISOBUS 虚拟终端', '10-inch ISOBUS Universal Terminal', 'Универсальный терминал ISOBUS 10″'),
    summary: l('一台终端操作不同品牌的 ISOBUS 农机具，驾驶室不再堆满控制器。', 'One terminal runs ISOBUS implements of any brand, so the cab is no longer full of controllers.', 'Один терминал управляет орудиями ISOBUS любых производителей — кабина больше не загромождена пультами.'),
    features: [
      l('ISOBUS 通用终端（UT），兼容主流农机具', 'ISOBUS Universal Terminal (UT) for mainstream implements', 'Универсальный терминал ISOBUS (UT), совместимый с распространёнными навесными и прицепными орудиями'),
      l('任务控制 TC-BAS，自动记录作业数据', 'Task Controller TC-BAS records job data automatically', 'Контроллер заданий TC-BAS автоматически документирует выполненные работы'),
      l('支持 AUX-N 辅助控制手柄', 'Supports AUX-N auxiliary joysticks', 'Поддержка вспомогательных джойстиков AUX-N'),
      l('阳光下可读的 10 英寸触摸屏', 'Sunlight-readable 10-inch touch screen', 'Сенсорный экран 10″, читаемый на солнце'),
    ],
    specs: [
      spec('display', l('10.1 英寸 1280×800，1000 尼特，电容触控', '10.1" 1280×800, 1000 nits, capacitive touch', '10,1″, 1280×800, 1000 кд/м², ёмкостный сенсорный экран')),
      spec('isobus', 'UT, TC-BAS, AUX-N'),
      spec('interfaces', l('2 × CAN（ISO 11783），2 × 摄像头，USB', '2 × CAN (ISO 11783), 2 × camera, USB', '2 × CAN (ISO 11783), 2 входа для камер, USB')),
      spec('gnss', l('外接 GNSS 接收机（NMEA 0183）', 'External GNSS receiver (NMEA 0183)', 'Внешний GNSS-приёмник (NMEA 0183)')),
      spec('power', l('12 / 24 V 直流', '12/24 V DC', '12/24 В DC')),
      spec('protection', 'IP66'),
      spec('temperature', temperature(-20, 70)),
    ],
    pictures: ['isobusTractor', 'displayTerminal'],
  }),
  product({
    model: 'RT-IB12', series: 'IB Series', title: l('12 英寸 ISOBUS 精准农业终端', '12-inch ISOBUS Precision-farming Terminal', 'Терминал точного земледелия ISOBUS 12″'),
    summary: l('集成分段控制与变量作业，帮助农场减少重喷漏喷、节省投入。', 'Section control and variable-rate application help farms avoid overlaps and gaps and save inputs.', 'Посекционное управление и дифференцированное внесение исключают перекрытия и пропуски и снижают расход семян, удобрений и СЗР.'),
    features: [
      l('TC-SEC 自动分段控制，减少重喷', 'TC-SEC automatic section control cuts overlaps', 'Автоматическое посекционное управление TC-SEC сокращает перекрытия'),
      l('TC-GEO 变量作业，按处方图施肥', 'TC-GEO variable rate follows prescription maps', 'Дифференцированное внесение TC-GEO по картам-заданиям'),
      l('内置高精度 GNSS，可接入 RTK 差分', 'Built-in precision GNSS with RTK correction input', 'Встроенный высокоточный GNSS-приёмник с поддержкой RTK-поправок'),
      l('作业数据一键上传农场管理平台', 'Job data uploads to farm-management software in one tap', 'Выгрузка данных о работах в систему управления хозяйством одним касанием'),
      l('可同时显示两台农机具界面', 'Shows two implement screens side by side', 'Одновременное отображение интерфейсов двух орудий'),
    ],
    specs: [
      spec('display', l('12.1 英寸 1280×800，1000 尼特，电容触控', '12.1" 1280×800, 1000 nits, capacitive touch', '12,1″, 1280×800, 1000 кд/м², ёмкостный сенсорный экран')),
      spec('isobus', 'UT, TC-BAS, TC-SEC, TC-GEO, AUX-N'),
      spec('gnss', l('GPS / 北斗 / GLONASS / Galileo，支持 RTK', 'GPS/BeiDou/GLONASS/Galileo, RTK ready', 'GPS/BeiDou/ГЛОНАСС/Galileo, поддержка RTK')),
      spec('interfaces', l('2 × CAN（ISO 11783），4 × 摄像头，USB，以太网', '2 × CAN (ISO 11783), 4 × camera, USB, Ethernet', '2 × CAN (ISO 11783), 4 входа для камер, USB, Ethernet')),
      spec('wireless', l('4G，Wi-Fi，蓝牙', '4G, Wi-Fi, Bluetooth', '4G, Wi-Fi, Bluetooth')),
      spec('power', l('12 / 24 V 直流', '12/24 V DC', '12/24 В DC')),
      spec('protection', 'IP66'),
      spec('temperature', temperature(-20, 70)),
    ],
    pictures: ['isobusTractor', 'displayTerminal', 'tabletFront'],
  }),
  product({
    model: 'RT-IB12-PRO', series: 'IB Series', title: l('ISOBUS 自动导航终端', 'ISOBUS Terminal with Auto-steering', 'Терминал ISOBUS с системой автовождения'),
    summary: l('在 RT-IB12 基础上集成自动导航，直线与曲线作业精度可达 ±2.5 厘米。', 'The RT-IB12 plus auto-steering, accurate to ±2.5 cm on straight and curved lines.', 'RT-IB12 с системой автоматического вождения: точность ±2,5 см на прямолинейных и криволинейных гонах.'),
    features: [
      l('RTK 自动导航，作业精度 ±2.5 厘米', 'RTK auto-steering accurate to ±2.5 cm', 'Автовождение по RTK с точностью ±2,5 см'),
      l('地头自动掉头，减轻驾驶员疲劳', 'Automatic headland turns reduce driver fatigue', 'Автоматический разворот на поворотной полосе снижает утомляемость механизатора'),
      l('兼容电动方向盘与液压转向', 'Works with electric steering wheels and hydraulic steering', 'Работает как с электрическим подруливающим рулём, так и с гидравлическим рулевым управлением'),
      l('完整 ISOBUS 功能与分段控制', 'Full ISOBUS functions with section control', 'Полный набор функций ISOBUS с посекционным управлением'),
      l('远程诊断与软件在线升级', 'Remote diagnostics and over-the-air updates', 'Удалённая диагностика и обновление ПО по воздуху (OTA)'),
    ],
    specs: [
      spec('display', l('12.1 英寸 1280×800，1000 尼特', '12.1" 1280×800, 1000 nits', '12,1″, 1280×800, 1000 кд/м²')),
      spec('isobus', 'UT, TC-BAS, TC-SEC, TC-GEO, AUX-N'),
      spec('gnss', l('双天线 RTK，航向精度 0.1°', 'Dual-antenna RTK, 0.1° heading accuracy', 'RTK с двумя антеннами, точность определения курса 0,1°')),
      spec('interfaces', l('3 × CAN，4 × 摄像头，以太网', '3 × CAN, 4 × camera, Ethernet', '3 × CAN, 4 входа для камер, Ethernet')),
      spec('power', l('12 / 24 V 直流', '12/24 V DC', '12/24 В DC')),
      spec('protection', 'IP66'),
      spec('temperature', temperature(-20, 70)),
      spec('certifications', 'CE, ISO 11783, ISO 25119 AgPL b'),
    ],
    pictures: ['isobusTractor', 'displayTerminal', 'controlBox'],
  }),
]

const accessories: ProductSeed[] = [
  product({
    model: 'RT-DK10', series: 'Accessories', title: l('T10 系列车载底座', 'Vehicle Dock for T10 Series', 'Автомобильная док-станция для серии T10'),
    summary: l('带锁车载底座，为平板供电并扩展网口、串口与 USB。', 'A locking vehicle dock that powers the tablet and adds Ethernet, serial and USB.', 'Запираемая автомобильная док-станция питает планшет и добавляет порты Ethernet, RS232 и USB.'),
    features: [
      l('单手插拔，带钥匙锁防盗', 'One-hand insertion and a key lock against theft', 'Установка одной рукой, замок с ключом для защиты от кражи'),
      l('宽压供电，兼容 12 V 与 24 V 车辆', 'Wide-range power for 12 V and 24 V vehicles', 'Широкий диапазон питания — для бортовой сети 12 и 24 В'),
      l('扩展网口、串口与两路 USB', 'Adds Ethernet, serial and two USB ports', 'Дополнительные порты: Ethernet, последовательный порт и два USB'),
      l('天线直通接口，信号不衰减', 'Antenna pass-through keeps signal strength', 'Сквозное подключение внешних антенн без потерь сигнала'),
    ],
    specs: [
      spec('compatible', 'RT-T10, RT-T10A, RT-T10W, RT-T10-PRO'),
      spec('interfaces', 'RJ45, RS232, 2 × USB-A, 2 × SMA antenna'),
      spec('power', l('9–36 V 直流', '9–36 V DC', '9–36 В DC')),
      spec('material', l('铝合金 + PC/ABS', 'Aluminium alloy + PC/ABS', 'Алюминиевый сплав + PC/ABS')),
      spec('temperature', temperature(-20, 70)),
      spec('size', l('280 × 190 × 60 mm / 1.1 kg', '280 × 190 × 60 mm / 1.1 kg', '280 × 190 × 60 мм / 1,1 кг')),
    ],
    pictures: ['mountDock', 'tabletFront'],
  }),
  product({
    model: 'RT-MNT-B', series: 'Accessories', title: l('球头支架套件', 'Ball Mount Kit', 'Комплект шарового крепления'),
    summary: l('1.5 英寸球头支架，适用于车载平板、显示器与控制盒。', 'A 1.5-inch ball mount for vehicle tablets, displays and control boxes.', 'Шаровое крепление 1,5″ для бортовых планшетов, дисплеев и пультов управления.'),
    features: [
      l('双球头设计，角度自由调节', 'Double-ball design for free positioning', 'Конструкция с двумя шаровыми шарнирами — положение регулируется свободно'),
      l('防松旋钮，颠簸路面不移位', 'Locking knob holds position on rough roads', 'Фиксирующая ручка: положение не сбивается на неровной дороге'),
      l('提供 AMPS 与 VESA 转接板', 'AMPS and VESA adapter plates included', 'Переходные пластины AMPS и VESA в комплекте'),
      l('不锈钢紧固件，耐腐蚀', 'Stainless-steel fasteners resist corrosion', 'Крепёж из нержавеющей стали не боится коррозии'),
    ],
    specs: [
      spec('compatible', l('T 系列平板、D 系列显示器、C 系列控制盒', 'T Series tablets, D Series displays, C Series control boxes', 'Планшеты серии T, дисплеи серии D, пульты управления серии C')),
      spec('material', l('铝合金，不锈钢紧固件', 'Aluminium alloy, stainless-steel fasteners', 'Алюминиевый сплав, крепёж из нержавеющей стали')),
      spec('size', l('臂长 150 mm / 0.6 kg', '150 mm arm / 0.6 kg', 'Длина кронштейна 150 мм / 0,6 кг')),
      spec('interfaces', 'AMPS, VESA 75/100'),
      spec('temperature', temperature(-40, 85)),
      spec('protection', l('耐盐雾 96 小时', '96 h salt-spray resistant', 'Стойкость к соляному туману 96 ч')),
    ],
    pictures: ['mountDock', 'displayTerminal'],
  }),
  product({
    model: 'RT-CBL-M12', series: 'Accessories', title: l('M12 车载线缆套装', 'M12 Vehicle Cable Set', 'Комплект бортовых кабелей M12'),
    summary: l('为 V11 系列配套的 M12 网络、电源与 CAN 线缆。', 'M12 network, power and CAN cables for the V11 Series.', 'Сетевые, силовые и CAN-кабели с разъёмами M12 для серии V11.'),
    features: [
      l('M12 X 编码千兆网线', 'M12 X-coded gigabit Ethernet cable', 'Гигабитный Ethernet-кабель M12 с X-кодировкой'),
      l('阻燃低烟护套', 'Flame-retardant, low-smoke jacket', 'Негорючая оболочка с низким дымовыделением'),
      l('多种长度可选', 'Several lengths available', 'Несколько вариантов длины на выбор'),
      l('出厂逐根测试', 'Every cable tested before shipping', 'Каждый кабель проходит заводскую проверку перед отгрузкой'),
    ],
    specs: [
      spec('compatible', 'RT-V11, RT-V11A, RT-V11G'),
      spec('interfaces', l('M12 X 编码、A 编码、L 编码', 'M12 X-coded, A-coded, L-coded', 'M12 с кодировкой X, A и L')),
      spec('material', l('PUR 护套，阻燃低烟', 'PUR jacket, flame-retardant, low-smoke', 'Оболочка из PUR, негорючая, с низким дымовыделением')),
      spec('size', l('1 米 / 3 米 / 5 米', '1 m / 3 m / 5 m', '1 м / 3 м / 5 м')),
      spec('protection', 'IP67'),
      spec('temperature', temperature(-40, 85)),
    ],
    pictures: ['mountDock', 'vehicleComputer'],
  }),
  product({
    model: 'RT-BAT-T10', series: 'Accessories', title: l('T10 系列热插拔电池', 'Hot-swap Battery for T10 Series', 'Аккумулятор с горячей заменой для серии T10'),
    summary: l('10000 mAh 可热插拔电池，多班次作业不断电。', 'A 10,000 mAh hot-swap pack that keeps multi-shift work running.', 'Аккумулятор 10 000 мА·ч с горячей заменой — многосменная работа без перерывов на зарядку.'),
    features: [
      l('热插拔设计，更换时无需关机', 'Hot-swap: no shutdown when changing packs', 'Горячая замена: при смене аккумулятора устройство не нужно выключать'),
      l('电量指示灯，一按即知剩余电量', 'Fuel-gauge LEDs show the charge at a press', 'Светодиодный индикатор заряда — остаток видно одним нажатием'),
      l('低温电芯，-20°C 仍可放电', 'Low-temperature cells discharge down to -20 °C', 'Морозостойкие элементы отдают ток даже при -20 °C'),
      l('可选四槽充电座', 'Optional four-bay charger', 'Опционально — зарядное устройство на четыре аккумулятора'),
    ],
    specs: [
      spec('compatible', 'RT-T10, RT-T10A, RT-T10-PRO'),
      spec('battery', l('7.6 V，10000 mAh，锂离子', '7.6 V, 10,000 mAh, Li-ion', '7,6 В, 10 000 мА·ч, Li-ion')),
      spec('temperature', temperature(-20, 60)),
      spec('certifications', 'UN 38.3, IEC 62133'),
      spec('size', l('0.35 kg', '0.35 kg', '0,35 кг')),
      spec('material', 'PC + TPU'),
    ],
    pictures: ['mountDock', 'tabletHandle'],
  }),
]

export const productCategories: CategorySeed[] = [
  {
    slug: 'rugged-tablets',
    icon: 'tablet',
    name: l('三防平板', 'Rugged Tablets', 'Защищённые планшеты'),
    summary: l('7 至 13.3 英寸的三防平板，Android 与 Windows 可选，适合车载、外勤与工业现场。', 'Rugged tablets from 7 to 13.3 inches, Android or Windows, for vehicles, field work and plants.', 'Защищённые планшеты с экраном от 7 до 13,3″ на Android или Windows — для транспорта, выездных служб и производства.'),
    products: tabletRows.map(tablet),
  },
  {
    slug: 'in-vehicle-computers',
    icon: 'box',
    name: l('车载电脑', 'In-vehicle Computers', 'Бортовые компьютеры'),
    summary: l('无风扇、宽压、宽温的车载主机，从车联网网关到 GPU 计算平台。', 'Fanless, wide-voltage, wide-temperature vehicle computers, from telematics gateways to GPU platforms.', 'Безвентиляторные бортовые компьютеры с широким диапазоном питания и рабочих температур — от телематических шлюзов до вычислительных платформ с GPU.'),
    products: vehicleRows.map(vehicle),
  },
  {
    slug: 'control-boxes',
    icon: 'control',
    name: l('控制盒', 'Control Boxes', 'Пульты управления'),
    summary: l('驾驶室内的按键、旋钮与操控终端，让上装操作更简单。', 'Keys, knobs and operator terminals for the cab that make body equipment simpler to run.', 'Клавишные пульты, регуляторы и операторские терминалы для кабины — управлять спецоборудованием становится проще.'),
    products: controlBoxes,
  },
  {
    slug: 'vehicle-displays',
    icon: 'display',
    name: l('车载显示终端', 'Vehicle Displays', 'Бортовые дисплеи'),
    summary: l('高亮、抗振的车载显示器与智能终端。', 'Bright, vibration-proof vehicle displays and smart terminals.', 'Яркие вибростойкие бортовые дисплеи и интеллектуальные терминалы.'),
    products: displays,
  },
  {
    slug: 'surround-view-systems',
    icon: 'surround',
    name: l('360° 全景环视', '360° Surround View', 'Круговой обзор 360°'),
    summary: l('鱼眼摄像头拼接俯视画面，配合 AI 识别，消除车辆盲区。', 'Fisheye cameras stitched into a top-down view, with AI detection, to remove blind spots.', 'Камеры «рыбий глаз» формируют вид сверху, а ИИ-распознавание помогает устранить слепые зоны.'),
    products: surroundViews,
  },
  {
    slug: 'driver-monitoring',
    icon: 'eye',
    name: l('驾驶员监测 DMS', 'Driver Monitoring (DMS)', 'Мониторинг водителя (DMS)'),
    summary: l('识别疲劳、分心与危险驾驶行为，及时提醒，降低事故风险。', 'Detects fatigue, distraction and risky behaviour and warns in time to lower accident risk.', 'Распознаёт усталость, отвлечение и опасное поведение за рулём и вовремя предупреждает водителя, снижая риск ДТП.'),
    products: dmsProducts,
  },
  {
    slug: 'isobus-terminals',
    icon: 'tractor',
    name: l('ISOBUS 终端', 'ISOBUS Terminals', 'Терминалы ISOBUS'),
    summary: l('符合 ISO 11783 的农机终端，支持分段控制、变量作业与自动导航。', 'ISO 11783 farm terminals with section control, variable rate and auto-steering.', 'Терминалы для сельхозтехники по ISO 11783: посекционное управление, дифференцированное внесение и автовождение.'),
    products: isobusProducts,
  },
  {
    slug: 'accessories',
    icon: 'plug',
    name: l('配件', 'Accessories', 'Аксессуары'),
    summary: l('底座、支架、线缆与电池，让设备装得牢、用得久。', 'Docks, mounts, cables and batteries that keep devices secure and running longer.', 'Док-станции, крепления, кабели и аккумуляторы: оборудование надёжно закреплено и дольше служит.'),
    products: accessories,
  },
]
