/** Job locations and openings (/recruitment-information). */
import { company, l, type L } from './common'

export type LocationKey = 'shenzhen' | 'wuhan' | 'suzhou'

export const jobLocations: { key: LocationKey; name: L }[] = [
  { key: 'shenzhen', name: l('深圳总部', 'Shenzhen HQ', 'Шэньчжэнь, головной офис') },
  { key: 'wuhan', name: l('武汉研发中心', 'Wuhan R&D Center', 'Ухань, центр исследований и разработок') },
  { key: 'suzhou', name: l('苏州工厂', 'Suzhou Plant', 'Сучжоу, завод') },
]

export interface JobSeed {
  location: LocationKey
  title: L
  department: L
  headcount: number
  description: L
  requirements: L[]
}

export const jobEmail = company.hrEmail

export const jobs: JobSeed[] = [
  {
    location: 'shenzhen',
    title: l('嵌入式软件工程师', 'Embedded Software Engineer', 'Инженер-программист встраиваемых систем'),
    department: l('硬件产品部', 'Hardware Products', 'Отдел аппаратных продуктов'),
    headcount: 3,
    description: l(
      '负责车载电脑与控制盒的 BSP、驱动与电源管理开发，参与新产品从立项到量产的全过程。',
      'Develop BSPs, drivers and power management for our vehicle computers and control boxes, and follow new products from kickoff to mass production.',
      'Разработка BSP, драйверов и подсистемы управления питанием для бортовых компьютеров и блоков управления. Участие в создании новых продуктов на всех этапах — от запуска проекта до серийного производства.',
    ),
    requirements: [
      l('本科及以上学历，电子、计算机或相关专业', 'Bachelor’s degree or above in electronics, computer science or a related field', 'Высшее образование (бакалавриат и выше) в области электроники, информатики или по смежной специальности'),
      l('3 年以上 Linux 或 Android 驱动开发经验', '3+ years of Linux or Android driver development', 'Опыт разработки драйверов под Linux или Android от 3 лет'),
      l('熟悉 CAN、UART、I2C、SPI 等常用接口', 'Familiar with CAN, UART, I2C, SPI and similar interfaces', 'Знание интерфейсов CAN, UART, I2C, SPI и аналогичных'),
      l('有车载或工业产品经验者优先', 'Automotive or industrial product experience is a plus', 'Опыт работы с автомобильной или промышленной электроникой будет преимуществом'),
    ],
  },
  {
    location: 'shenzhen',
    title: l('结构工程师', 'Mechanical Engineer', 'Инженер-конструктор'),
    department: l('硬件产品部', 'Hardware Products', 'Отдел аппаратных продуктов'),
    headcount: 2,
    description: l(
      '负责三防平板与车载终端的结构设计，包括防水密封、散热与抗振设计。',
      'Design the mechanics of rugged tablets and vehicle terminals, including sealing, cooling and vibration resistance.',
      'Конструирование защищённых планшетов и бортовых терминалов: герметизация корпуса, система охлаждения, защита от вибрации.',
    ),
    requirements: [
      l('机械设计或相关专业本科及以上学历', 'Bachelor’s degree or above in mechanical design or a related field', 'Высшее образование (бакалавриат и выше) в области конструирования и машиностроения или по смежной специальности'),
      l('熟练使用 Creo 或 SolidWorks', 'Fluent in Creo or SolidWorks', 'Уверенное владение Creo или SolidWorks'),
      l('有 IP67 及以上防护产品设计经验', 'Experience designing products sealed to IP67 or better', 'Опыт проектирования изделий со степенью защиты IP67 и выше'),
    ],
  },
  {
    location: 'shenzhen',
    title: l('海外销售经理', 'International Sales Manager', 'Менеджер по международным продажам'),
    department: l('国际销售部', 'International Sales', 'Отдел международных продаж'),
    headcount: 2,
    description: l(
      '负责中东、东南亚区域的客户开发与渠道管理，推动车载终端与 MDM 方案落地。',
      'Win customers and manage channel partners in the Middle East and Southeast Asia, bringing our vehicle terminals and MDM solution to market.',
      'Привлечение клиентов и развитие партнёрской сети на Ближнем Востоке и в Юго-Восточной Азии, продвижение бортовых терминалов и решения MDM на этих рынках.',
    ),
    requirements: [
      l('英语可作为工作语言', 'English as a working language', 'Английский язык на рабочем уровне'),
      l('3 年以上工业电子或车载产品销售经验', '3+ years selling industrial electronics or vehicle products', 'Опыт продаж промышленной электроники или автомобильного оборудования от 3 лет'),
      l('能够适应经常出差', 'Comfortable with frequent travel', 'Готовность к частым командировкам'),
      l('有阿拉伯语或东南亚语言能力者优先', 'Arabic or a Southeast Asian language is a plus', 'Знание арабского языка или одного из языков Юго-Восточной Азии будет преимуществом'),
    ],
  },
  {
    location: 'wuhan',
    title: l('计算机视觉算法工程师', 'Computer Vision Engineer', 'Инженер по компьютерному зрению'),
    department: l('视觉算法部', 'Vision Algorithms', 'Отдел алгоритмов машинного зрения'),
    headcount: 4,
    description: l(
      '负责环视拼接、行人检测与驾驶员状态识别算法的研发与端侧部署优化。',
      'Research and build surround-view stitching, pedestrian detection and driver-state recognition, and optimise them for on-device inference.',
      'Исследование и разработка алгоритмов сшивки изображения кругового обзора, распознавания пешеходов и определения состояния водителя, их оптимизация для работы непосредственно на бортовом устройстве.',
    ),
    requirements: [
      l('硕士及以上学历，计算机视觉或模式识别方向', 'Master’s degree or above in computer vision or pattern recognition', 'Высшее образование (магистратура и выше) по направлению «компьютерное зрение» или «распознавание образов»'),
      l('熟悉 PyTorch，有模型量化与部署经验', 'Proficient in PyTorch, with model quantisation and deployment experience', 'Уверенное владение PyTorch, опыт квантования и развёртывания моделей'),
      l('熟悉 C++ 与 ARM 平台性能优化', 'Strong C++ and performance tuning on ARM', 'Отличное знание C++, опыт оптимизации производительности на платформе ARM'),
      l('有 DMS 或 ADAS 项目经验者优先', 'DMS or ADAS project experience is a plus', 'Опыт участия в проектах DMS или ADAS будет преимуществом'),
    ],
  },
  {
    location: 'wuhan',
    title: l('ISOBUS 软件工程师', 'ISOBUS Software Engineer', 'Инженер-программист ISOBUS'),
    department: l('农机软件部', 'Farm Machinery Software', 'Отдел ПО для сельхозтехники'),
    headcount: 2,
    description: l(
      '参与 ISOBUS 终端软件开发，实现通用终端、任务控制器等功能。',
      'Build ISOBUS terminal software, including the Universal Terminal and Task Controller.',
      'Разработка программного обеспечения терминалов ISOBUS, в том числе функций универсального терминала (UT) и контроллера заданий (TC).',
    ),
    requirements: [
      l('熟悉 C/C++，有嵌入式软件开发经验', 'Solid C/C++ and embedded software experience', 'Уверенное знание C/C++, опыт разработки встраиваемого ПО'),
      l('了解 ISO 11783 或 J1939 协议', 'Knowledge of ISO 11783 or J1939', 'Знание протоколов ISO 11783 или J1939'),
      l('能够下地参与农机实地测试', 'Happy to join field tests on farms', 'Готовность выезжать на полевые испытания техники в хозяйствах'),
    ],
  },
  {
    location: 'wuhan',
    title: l('云平台后端工程师', 'Cloud Platform Backend Engineer', 'Backend-разработчик облачной платформы'),
    department: l('云平台部', 'Cloud Platform', 'Отдел облачной платформы'),
    headcount: 3,
    description: l(
      '负责 MDM 云平台的后端服务开发，支撑百万级设备的连接与指令下发。',
      'Build the backend of the MDM cloud platform, which connects and commands devices at the scale of a million.',
      'Разработка серверной части облачной платформы MDM, которая обеспечивает подключение и управление миллионами устройств.',
    ),
    requirements: [
      l('3 年以上 Go 或 Java 后端开发经验', '3+ years of backend development in Go or Java', 'Опыт backend-разработки на Go или Java от 3 лет'),
      l('熟悉 MQTT、消息队列与分布式系统', 'Familiar with MQTT, message queues and distributed systems', 'Знание MQTT, очередей сообщений и принципов построения распределённых систем'),
      l('有物联网或设备管理平台经验者优先', 'IoT or device-management platform experience is a plus', 'Опыт работы с IoT-платформами или системами управления устройствами будет преимуществом'),
      l('良好的代码习惯与文档能力', 'Clean code and good documentation habits', 'Чистый код и привычка документировать свою работу'),
    ],
  },
  {
    location: 'suzhou',
    title: l('测试工程师（环境可靠性）', 'Test Engineer (Environmental Reliability)', 'Инженер по испытаниям (стойкость к внешним воздействиям)'),
    department: l('质量部', 'Quality', 'Отдел качества'),
    headcount: 2,
    description: l(
      '负责产品的高低温、振动、冲击、淋雨与盐雾测试，编写测试报告并推动问题闭环。',
      'Run temperature, vibration, shock, rain and salt-spray tests, write the reports and drive issues to closure.',
      'Проведение испытаний продукции на воздействие температуры, вибрации, ударов, дождя и соляного тумана; оформление протоколов и сопровождение выявленных проблем до их устранения.',
    ),
    requirements: [
      l('熟悉 MIL-STD-810、IEC 60068 等测试标准', 'Familiar with MIL-STD-810, IEC 60068 and similar standards', 'Знание стандартов MIL-STD-810, IEC 60068 и аналогичных'),
      l('2 年以上可靠性测试经验', '2+ years of reliability testing', 'Опыт проведения испытаний на надёжность от 2 лет'),
      l('细致、严谨，善于分析失效原因', 'Careful and rigorous, good at failure analysis', 'Внимательность, скрупулёзность, умение анализировать причины отказов'),
    ],
  },
  {
    location: 'suzhou',
    title: l('SMT 工艺工程师', 'SMT Process Engineer', 'Инженер-технолог SMT'),
    department: l('制造部', 'Manufacturing', 'Производственный отдел'),
    headcount: 1,
    description: l(
      '负责 SMT 产线的工艺制定与优化，提升直通率与生产效率。',
      'Define and improve SMT line processes to raise first-pass yield and throughput.',
      'Разработка и оптимизация технологических процессов на линии поверхностного монтажа, повышение выхода годных с первого предъявления и производительности линии.',
    ),
    requirements: [
      l('3 年以上 SMT 工艺经验', '3+ years of SMT process experience', 'Опыт работы технологом SMT от 3 лет'),
      l('熟悉锡膏印刷、贴片与回流焊工艺', 'Know solder-paste printing, placement and reflow inside out', 'Глубокое знание процессов нанесения паяльной пасты, установки компонентов и пайки оплавлением'),
      l('熟悉 IPC-A-610 标准', 'Familiar with IPC-A-610', 'Знание стандарта IPC-A-610'),
    ],
  },
  {
    location: 'suzhou',
    title: l('生产计划专员', 'Production Planner', 'Специалист по планированию производства'),
    department: l('制造部', 'Manufacturing', 'Производственный отдел'),
    headcount: 1,
    description: l(
      '根据订单与物料情况制定生产计划，协调采购、仓储与生产，保证按时交付。',
      'Plan production from orders and materials, and coordinate purchasing, warehousing and the line to ship on time.',
      'Составление производственных планов с учётом заказов и наличия материалов, координация работы снабжения, склада и производства для своевременной отгрузки продукции.',
    ),
    requirements: [
      l('熟练使用 ERP 系统与 Excel', 'Fluent in ERP systems and Excel', 'Уверенная работа в ERP-системах и Excel'),
      l('1 年以上电子制造业计划经验', '1+ year of planning in electronics manufacturing', 'Опыт планирования в электронной промышленности от 1 года'),
      l('沟通协调能力强', 'Strong communication and coordination skills', 'Развитые коммуникативные навыки и умение координировать работу подразделений'),
    ],
  },
]
