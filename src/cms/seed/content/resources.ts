/**
 * Issue 29 demo content: the download centre (every product its own datasheet and user manual,
 * named after it, plus drivers, firmware, SDKs, quick guides and certificates, some with previous
 * versions) and the list pages' headings, in Chinese, English and Russian. Case studies: ./caseStudies.ts;
 * partners: ./partners.ts.
 */
import type { DocumentLanguage, DocumentType, OperatingSystem } from '../../../rules/resources'
import { l, type L } from './common'
import { productCategories } from './products'

/** A file a document points at: a seeded upload by key. */
export type FileKind = 'datasheet' | 'manual' | 'quickGuide' | 'certificate' | 'archive'

export interface FileSeed {
  key: string
  filename: string
  kind: FileKind
  /** what the file is about: product models (datasheet, manual) or its text (guides, archives) */
  models: string[]
  title: string
  version: string
  lines?: string[]
}

export interface VersionSeed {
  version: string
  releaseDate: string
  releaseNotes: L
  file: FileSeed
}

export interface DocumentSeed extends VersionSeed {
  title: L
  type: DocumentType
  models: string[]
  language: DocumentLanguage
  systems?: OperatingSystem[]
  previous?: VersionSeed[]
}

const allProducts = productCategories.flatMap((category) => category.products)
const models = (prefix: string) => allProducts.filter((product) => product.model.startsWith(prefix)).map((product) => product.model)

const pdf = (kind: FileKind, filename: string, models: string[], title: string, version: string, lines?: string[]): FileSeed => ({
  key: `doc-${filename}`,
  filename,
  kind,
  models,
  title,
  version,
  lines,
})

// Release dates spread over 2025, so the list's "newest first" has something to order.
const month = (index: number) => `2025-${String((index % 12) + 1).padStart(2, '0')}-${String(5 + (index % 20)).padStart(2, '0')}`

/** Every product's own datasheet and user manual, named after it. */
const productDocuments: DocumentSeed[] = allProducts.flatMap((product, index) => [
  {
    title: l(`${product.model} 产品规格书`, `${product.model} Datasheet`, `Техническое описание ${product.model}`),
    type: 'datasheet',
    models: [product.model],
    language: 'en',
    version: 'V1.2',
    releaseDate: month(index),
    releaseNotes: l('更新认证与订货信息。', 'Certifications and ordering information updated.', 'Обновлены сведения о сертификации и информация для заказа.'),
    file: pdf('datasheet', `${product.model}-datasheet.pdf`, [product.model], '', 'V1.2'),
  },
  {
    title: l(`${product.model} 用户手册`, `${product.model} User Manual`, `Руководство пользователя ${product.model}`),
    type: 'manual',
    models: [product.model],
    language: 'en',
    version: product.model === 'RT-T7' ? 'V1.1' : 'V1.0',
    releaseDate: month(index + 3),
    releaseNotes:
      product.model === 'RT-T7'
        ? l('新增 MDM 批量注册说明，更新保养章节。', 'Adds MDM bulk enrolment; maintenance chapter updated.', 'Добавлено описание массовой регистрации в MDM; обновлён раздел о техническом обслуживании.')
        : l('首次发布。', 'First release.', 'Первая редакция.'),
    file: pdf('manual', `${product.model}-user-manual.pdf`, [product.model], '', product.model === 'RT-T7' ? 'V1.1' : 'V1.0'),
    ...(product.model === 'RT-T7'
      ? {
          previous: [
            {
              version: 'V1.0',
              releaseDate: '2024-11-18',
              releaseNotes: l('首次发布。', 'First release.', 'Первая редакция.'),
              file: pdf('manual', 'RT-T7-user-manual-V1.0.pdf', ['RT-T7'], '', 'V1.0'),
            },
          ],
        }
      : {}),
  },
])

const archive = (filename: string, title: string, version: string, lines: string[]) => pdf('archive', filename, [], title, version, lines)

/** Drivers, firmware, SDKs, quick guides and certificates: a few products each, some with history. */
const otherDocuments: DocumentSeed[] = [
  {
    title: l('RT-V 系列车载电脑 Linux 驱动包', 'RT-V Series Linux Driver Package', 'Пакет драйверов Linux для серии RT-V'),
    type: 'driver',
    models: models('RT-V'),
    language: 'multi',
    systems: ['linux'],
    version: '5.4.2',
    releaseDate: '2025-10-14',
    releaseNotes: l('支持 Linux 6.8 内核；修复 CAN 总线在低温下偶发丢帧。', 'Supports Linux kernel 6.8; fixes occasional CAN frame loss in the cold.', 'Поддержка ядра Linux 6.8; устранена периодическая потеря кадров CAN при низких температурах.'),
    file: archive('rt-v-linux-drivers-5.4.2.tar.gz', 'RT-V Series Linux drivers', '5.4.2', ['CAN, GPIO, watchdog and ignition-sense drivers', 'Install: sudo ./install.sh']),
    previous: [
      {
        version: '5.3.0',
        releaseDate: '2025-04-02',
        releaseNotes: l('新增看门狗驱动。', 'Adds the watchdog driver.', 'Добавлен драйвер сторожевого таймера (watchdog).'),
        file: archive('rt-v-linux-drivers-5.3.0.tar.gz', 'RT-V Series Linux drivers', '5.3.0', ['CAN, GPIO and watchdog drivers', 'Install: sudo ./install.sh']),
      },
    ],
  },
  {
    title: l('RT-T 系列 Windows 平板驱动包', 'RT-T Series Windows Tablet Drivers', 'Драйверы Windows для планшетов серии RT-T'),
    type: 'driver',
    models: ['RT-T10W', 'RT-T12W', 'RT-T12-PRO'],
    language: 'multi',
    systems: ['windows'],
    version: '2.1.0',
    releaseDate: '2025-09-03',
    releaseNotes: l('适配 Windows 11 24H2，更新触摸与扫码头驱动。', 'Ready for Windows 11 24H2; touch and scanner drivers updated.', 'Поддержка Windows 11 24H2; обновлены драйверы сенсорного экрана и сканера.'),
    file: archive('rt-t-windows-drivers-2.1.0.tar.gz', 'RT-T Series Windows drivers', '2.1.0', ['Touch, scanner, docking and sensor drivers', 'Run setup.exe as an administrator']),
  },
  {
    title: l('RT-V7 系统固件', 'RT-V7 System Firmware', 'Системная прошивка RT-V7'),
    type: 'firmware',
    models: ['RT-V7', 'RT-V7A', 'RT-V7E', 'RT-V7M'],
    language: 'multi',
    systems: ['linux'],
    version: '2.3.0',
    releaseDate: '2025-11-06',
    releaseNotes: l('启动时间缩短 30%；新增点火延时关机设置。', 'Boots 30% faster; adds an ignition-off delay setting.', 'Загрузка на 30% быстрее; добавлена настройка задержки выключения после отключения зажигания.'),
    file: archive('RT-V7-firmware-2.3.0.tar.gz', 'RT-V7 firmware', '2.3.0', ['Firmware image and checksum', 'Update through the MDM platform or with a USB stick']),
    previous: [
      {
        version: '2.2.1',
        releaseDate: '2025-06-20',
        releaseNotes: l('修复 4G 模块偶发掉线。', 'Fixes occasional 4G modem drop-outs.', 'Устранены периодические обрывы связи 4G-модема.'),
        file: archive('RT-V7-firmware-2.2.1.tar.gz', 'RT-V7 firmware', '2.2.1', ['Firmware image and checksum']),
      },
      {
        version: '2.1.0',
        releaseDate: '2025-02-11',
        releaseNotes: l('首个支持远程升级的版本。', 'First release with remote updates.', 'Первая версия с поддержкой удалённого обновления.'),
        file: archive('RT-V7-firmware-2.1.0.tar.gz', 'RT-V7 firmware', '2.1.0', ['Firmware image and checksum']),
      },
    ],
  },
  {
    title: l('RT-D 系列显示终端固件', 'RT-D Series Display Firmware', 'Прошивка дисплеев серии RT-D'),
    type: 'firmware',
    models: models('RT-D1').concat('RT-D7'),
    language: 'multi',
    systems: ['android'],
    version: '1.4.0',
    releaseDate: '2025-08-19',
    releaseNotes: l('新增夜间模式自动切换。', 'Adds automatic night mode.', 'Добавлено автоматическое переключение в ночной режим.'),
    file: archive('RT-D-firmware-1.4.0.tar.gz', 'RT-D Series firmware', '1.4.0', ['Android system image', 'Update through the MDM platform']),
  },
  {
    title: l('DMS 驾驶员监测开发包 (SDK)', 'DMS Driver Monitoring SDK', 'SDK системы мониторинга водителя DMS'),
    type: 'sdk',
    models: models('RT-DMS'),
    language: 'en',
    systems: ['linux', 'android'],
    version: '3.1.0',
    releaseDate: '2025-09-25',
    releaseNotes: l('新增抽烟与打电话检测事件接口。', 'Adds events for smoking and phone use.', 'Добавлены события обнаружения курения и разговора по телефону.'),
    file: archive('rt-dms-sdk-3.1.0.tar.gz', 'DMS SDK', '3.1.0', ['C and Java bindings, samples and API reference', 'See docs/index.html']),
    previous: [
      {
        version: '3.0.0',
        releaseDate: '2025-03-10',
        releaseNotes: l('新版事件接口，不兼容 2.x。', 'New event API, not compatible with 2.x.', 'Новый API событий, несовместимый с версиями 2.x.'),
        file: archive('rt-dms-sdk-3.0.0.tar.gz', 'DMS SDK', '3.0.0', ['C bindings, samples and API reference']),
      },
    ],
  },
  {
    title: l('360° 环视开发包 (SDK)', '360° Surround View SDK', 'SDK кругового обзора 360°'),
    type: 'sdk',
    models: models('RT-SV'),
    language: 'en',
    systems: ['linux'],
    version: '1.8.0',
    releaseDate: '2025-07-15',
    releaseNotes: l('新增 AI 行人识别叠加层。', 'Adds the AI pedestrian overlay.', 'Добавлен слой ИИ-распознавания пешеходов поверх изображения.'),
    file: archive('rt-sv-sdk-1.8.0.tar.gz', 'Surround view SDK', '1.8.0', ['Calibration tools, stitching library and samples']),
  },
  {
    title: l('RT-T7 快速入门', 'RT-T7 Quick Start Guide', 'Краткое руководство по началу работы RT-T7'),
    type: 'quickGuide',
    models: ['RT-T7'],
    language: 'en',
    version: 'V1.0',
    releaseDate: '2025-05-08',
    releaseNotes: l('首次发布。', 'First release.', 'Первая редакция.'),
    file: pdf('quickGuide', 'RT-T7-quick-guide.pdf', ['RT-T7'], 'RT-T7 Quick Start Guide', 'V1.0', [
      'Charge the battery fully before first use.',
      'Hold the power key for 3 seconds to switch on.',
      'Scan the QR code on the label to enrol in the MDM platform.',
      'Fit the hand strap and the screen protector.',
    ]),
  },
  {
    title: l('RT-IB12 快速入门', 'RT-IB12 Quick Start Guide', 'Краткое руководство по началу работы RT-IB12'),
    type: 'quickGuide',
    models: ['RT-IB12', 'RT-IB12-PRO'],
    language: 'en',
    version: 'V1.0',
    releaseDate: '2025-03-28',
    releaseNotes: l('首次发布。', 'First release.', 'Первая редакция.'),
    file: pdf('quickGuide', 'RT-IB12-quick-guide.pdf', ['RT-IB12'], 'RT-IB12 Quick Start Guide', 'V1.0', [
      'Mount the terminal in the cab with the RAM ball mount.',
      'Connect the ISOBUS in-cab connector and the GNSS antenna.',
      'Load the implement and check its working set on the home screen.',
    ]),
  },
  {
    title: l('RT-T 系列 CE 认证证书', 'RT-T Series CE Certificate', 'Сертификат CE на серию RT-T'),
    type: 'certificate',
    models: ['RT-T7', 'RT-T7S', 'RT-T8', 'RT-T8L', 'RT-T10'],
    language: 'en',
    version: '2025',
    releaseDate: '2025-01-20',
    releaseNotes: l('CE（RED 指令）符合性证书。', 'CE conformity (Radio Equipment Directive).', 'Сертификат соответствия CE (директива о радиооборудовании, RED).'),
    file: pdf('certificate', 'RT-T-series-CE-certificate.pdf', [], 'CE Certificate of Conformity', '2025', [
      'Products: RT-T7, RT-T7S, RT-T8, RT-T8L, RT-T10',
      'Directive 2014/53/EU (RED); EN 62368-1, EN 301 489, EN 300 328',
      'Demo certificate of a fictional company; not a real certification.',
    ]),
  },
  {
    title: l('RT-D 系列 E-mark 认证证书', 'RT-D Series E-mark Certificate', 'Сертификат E-mark на серию RT-D'),
    type: 'certificate',
    models: ['RT-D7', 'RT-D10', 'RT-D10C', 'RT-D12'],
    language: 'en',
    version: '2025',
    releaseDate: '2025-02-26',
    releaseNotes: l('车辆电磁兼容 E-mark（ECE R10）证书。', 'Vehicle EMC E-mark (ECE R10).', 'Сертификат E-mark по электромагнитной совместимости транспортных средств (ECE R10).'),
    file: pdf('certificate', 'RT-D-series-E-mark-certificate.pdf', [], 'E-mark Certificate', '2025', [
      'Products: RT-D7, RT-D10, RT-D10C, RT-D12',
      'UN ECE Regulation No. 10, revision 6',
      'Demo certificate of a fictional company; not a real certification.',
    ]),
  },
]

export const documentSeeds: DocumentSeed[] = [...productDocuments, ...otherDocuments]

/** Every file the documents use, each once. */
export const documentFiles: FileSeed[] = [
  ...new Map(documentSeeds.flatMap((doc) => [doc.file, ...(doc.previous ?? []).map((previous) => previous.file)]).map((file) => [file.key, file])).values(),
]

export const resourcePages = {
  'downloads-page': {
    title: l('下载中心', 'Download Centre', 'Центр загрузок'),
    intro: l(
      '产品规格书、用户手册、驱动、固件、开发包和认证证书。每个文件都标明大小与 SHA-256 校验值，历史版本仍可下载。',
      'Datasheets, user manuals, drivers, firmware, SDKs and certificates. Every file lists its size and SHA-256 checksum; earlier versions stay available.',
      'Технические описания, руководства пользователя, драйверы, прошивки, SDK и сертификаты. Для каждого файла указаны размер и контрольная сумма SHA-256, предыдущие версии по-прежнему доступны для скачивания.',
    ),
  },
  'case-studies-page': {
    title: l('客户案例', 'Case Studies', 'Примеры внедрения'),
    intro: l('矿山、港口、农业、公交与物流客户如何用锐途的设备和软件解决现场难题。', 'How customers in mining, ports, farming, public transport and logistics solve problems in the field with our devices and software.', 'Как заказчики из горнодобывающей отрасли, портов, сельского хозяйства, общественного транспорта и логистики решают производственные задачи с помощью наших устройств и ПО.'),
  },
  'where-to-buy-page': {
    title: l('购买渠道', 'Where to Buy', 'Где купить'),
    intro: l('就近联系我们的授权分销商、经销商与系统集成商，获取报价、演示与本地服务。', 'Contact an authorised distributor, reseller or system integrator near you for quotes, demonstrations and local service.', 'Обратитесь к ближайшему авторизованному дистрибьютору, дилеру или системному интегратору: они подготовят коммерческое предложение, проведут демонстрацию и обеспечат сервис на месте.'),
  },
}
