/** Solutions (spec §2.1 /solution-list, /solution-detail/{id}; §3 Solution: id, name). */
import { h2, p, richText, ul, type RichTextValue } from '../richText'
import type { solutionCovers } from '../pictures'
import { l, type L } from './common'

export interface SolutionSeed {
  name: L
  summary: L
  cover: keyof typeof solutionCovers
  body: L<RichTextValue>
  highlights: { title: L; text: L }[]
  /** Product models. */
  related: string[]
}

export const solutions: SolutionSeed[] = [
  {
    name: l('矿用卡车智能化方案', 'Smart Mining Haul Trucks', 'Интеллектуальные карьерные самосвалы'),
    summary: l(
      '车载电脑、环视与 DMS 组合，帮助露天矿提升安全水平与运输效率。',
      'In-vehicle computers, surround view and DMS working together to make open-pit haulage safer and more efficient.',
      'Бортовые компьютеры, система кругового обзора и система мониторинга водителя (DMS) в едином комплексе делают перевозки в карьере безопаснее и эффективнее.',
    ),
    cover: 'mining',
    body: l(
      richText([
        p('露天矿的宽体车和矿卡体型庞大、盲区多，司机常常连续工作十几个小时。粉尘、颠簸和极端温度又让普通电子设备很难长期稳定运行。'),
        h2('方案组成'),
        ul([
          'RT-V7M 矿用车载电脑：运行调度与称重软件，抗振宽温',
          'RT-SV360H 重型环视：覆盖车头、车尾与两侧盲区',
          'RT-DMS3 驾驶员监测：疲劳与分心实时提醒',
        ]),
        h2('应用效果'),
        p('在一座年运量千万吨级的示范矿山，整套方案上线半年后，倒车与会车刮蹭事故明显减少，调度员也能在平台上实时看到每台车的位置与状态。'),
      ]),
      richText([
        p('Haul trucks in open-pit mines are huge, full of blind spots, and their drivers often work shifts of more than ten hours. Dust, constant vibration and extreme temperatures make it hard for ordinary electronics to last.'),
        h2('What the solution includes'),
        ul([
          'RT-V7M mining computer: runs dispatch and weighing software, built for shock and wide temperatures',
          'RT-SV360H heavy-vehicle surround view: covers the front, rear and both sides',
          'RT-DMS3 driver monitoring: real-time fatigue and distraction alerts',
        ]),
        h2('Results'),
        p('At a demonstration mine moving tens of millions of tonnes a year, scrapes during reversing and passing dropped noticeably within six months, and dispatchers now see every truck’s position and status live.'),
      ]),
      richText([
        p('Карьерные самосвалы огромны, у них много слепых зон, а водители нередко работают сменами по десять с лишним часов. Пыль, постоянная тряска и экстремальные температуры быстро выводят из строя обычную электронику.'),
        h2('Состав решения'),
        ul([
          'Бортовой компьютер RT-V7M для горной техники: диспетчерское ПО и система взвешивания, стойкость к ударам и широкий диапазон температур',
          'Система кругового обзора RT-SV360H для тяжёлой техники: контроль зон спереди, сзади и с обеих сторон',
          'Система мониторинга водителя RT-DMS3: предупреждения об усталости и отвлечении в реальном времени',
        ]),
        h2('Результаты'),
        p('На демонстрационном карьере с годовым объёмом перевозок в десятки миллионов тонн уже через полгода после запуска заметно сократилось число касаний при движении задним ходом и разъездах, а диспетчеры в реальном времени видят положение и состояние каждого самосвала.'),
      ]),
    ),
    highlights: [
      { title: l('消除盲区', 'No more blind spots', 'Никаких слепых зон'), text: l('六路环视覆盖整车四周，倒车与转弯更安心。', 'Six cameras cover the whole vehicle, making reversing and turning safer.', 'Шесть камер охватывают машину по всему периметру — движение задним ходом и повороты становятся безопаснее.') },
      { title: l('防疲劳驾驶', 'Fatigue prevention', 'Контроль усталости'), text: l('DMS 实时识别疲劳特征，第一时间提醒司机和调度。', 'DMS spots fatigue at once and alerts both the driver and dispatch.', 'DMS мгновенно распознаёт признаки усталости и оповещает водителя и диспетчера.') },
      { title: l('矿区级可靠性', 'Mine-grade reliability', 'Надёжность для горных работ'), text: l('-40°C 至 70°C 宽温运行，加固减振结构。', 'Runs from -40 °C to 70 °C in a reinforced, shock-isolated enclosure.', 'Работа от -40 до +70 °C в усиленном корпусе с виброизоляцией.') },
    ],
    related: ['RT-V7M', 'RT-SV360H', 'RT-DMS3', 'RT-D10C'],
  },
  {
    name: l('港口集装箱物流方案', 'Port Container Logistics', 'Контейнерная логистика в портах'),
    summary: l(
      '为集卡、正面吊与跨运车提供车载终端与作业指令系统，提升码头周转效率。',
      'Vehicle terminals and job-instruction software for terminal tractors, reach stackers and straddle carriers to speed up turnaround.',
      'Бортовые терминалы и ПО для выдачи заданий на терминальные тягачи, ричстакеры и портальные контейнеровозы — для ускорения оборота контейнеров.',
    ),
    cover: 'port',
    body: l(
      richText([
        p('集装箱码头 24 小时运转，车辆需要实时接收作业指令，并在海风、盐雾与强光下稳定工作。'),
        h2('方案组成'),
        ul(['RT-T10 三防平板与 RT-DK10 车载底座：接收与确认作业指令', 'RT-V9A 5G 车载电脑：高清视频回传与远程操控', 'MDM 平台：数百台终端统一升级与监控']),
        p('终端通过 Wi-Fi 与 5G 双链路接入码头操作系统，任何一条链路中断都不会影响作业。'),
      ]),
      richText([
        p('A container terminal never sleeps. Vehicles must receive job instructions in real time and keep working through sea wind, salt spray and glare.'),
        h2('What the solution includes'),
        ul(['RT-T10 rugged tablet with the RT-DK10 dock: receive and confirm job instructions', 'RT-V9A 5G in-vehicle computer: HD video uplink and remote operation', 'MDM platform: update and monitor hundreds of terminals from one place']),
        p('Terminals connect to the terminal operating system over both Wi-Fi and 5G, so losing either link never stops the work.'),
      ]),
      richText([
        p('Контейнерный терминал работает круглосуточно. Техника должна получать задания в реальном времени и стабильно работать при морском ветре, соляном тумане и слепящем солнце.'),
        h2('Состав решения'),
        ul(['Защищённый планшет RT-T10 с автомобильной док-станцией RT-DK10: получение и подтверждение заданий', 'Бортовой компьютер RT-V9A с 5G: передача HD-видео и дистанционное управление', 'Платформа MDM: обновление и мониторинг сотен терминалов из одной точки']),
        p('Терминалы подключаются к системе управления контейнерным терминалом одновременно по Wi-Fi и 5G, поэтому потеря любого из каналов не останавливает работу.'),
      ]),
    ),
    highlights: [
      { title: l('双链路通信', 'Dual-link connectivity', 'Два канала связи'), text: l('Wi-Fi 与 5G 自动切换，指令不掉线。', 'Automatic Wi-Fi/5G failover keeps instructions flowing.', 'Автоматическое переключение между Wi-Fi и 5G — задания доходят без перебоев.') },
      { title: l('耐盐雾设计', 'Salt-spray resistant', 'Стойкость к соляному туману'), text: l('外壳与接口经过盐雾测试，适应海边环境。', 'Housings and connectors are salt-spray tested for the seaside.', 'Корпуса и разъёмы испытаны в соляном тумане и рассчитаны на работу на побережье.') },
      { title: l('集中运维', 'Central operations', 'Централизованное обслуживание'), text: l('MDM 平台批量推送应用与配置。', 'Push apps and settings in bulk from the MDM platform.', 'Массовая установка приложений и рассылка настроек с платформы MDM.') },
    ],
    related: ['RT-T10', 'RT-DK10', 'RT-V9A', 'RT-D10'],
  },
  {
    name: l('精准农业方案', 'Precision Agriculture', 'Точное земледелие'),
    summary: l(
      '以 ISOBUS 终端为核心，实现分段控制、变量作业与自动导航。',
      'Built around our ISOBUS terminals: section control, variable-rate application and auto-steering.',
      'Решение на базе наших терминалов ISOBUS: посекционное управление, дифференцированное внесение и автоматическое вождение.',
    ),
    cover: 'agriculture',
    body: l(
      richText([
        p('化肥、农药和种子是农场最大的投入。精准作业的目标，是让每一亩地只用恰好需要的量。'),
        h2('方案组成'),
        ul(['RT-IB12 精准农业终端：分段控制与变量作业', 'RT-IB12-PRO 自动导航终端：±2.5 厘米作业精度', 'RT-T10A 农机平板：作业监控与数据上报']),
        h2('应用效果'),
        p('在示范农场的玉米播种与植保作业中，重喷漏喷面积明显减少，驾驶员在长时间作业后的疲劳感也大大降低。'),
      ]),
      richText([
        p('Fertiliser, chemicals and seed are a farm’s biggest costs. Precision farming aims to give every field exactly what it needs and no more.'),
        h2('What the solution includes'),
        ul(['RT-IB12 precision-farming terminal: section control and variable rate', 'RT-IB12-PRO auto-steering terminal: ±2.5 cm accuracy', 'RT-T10A farm tablet: job monitoring and reporting']),
        h2('Results'),
        p('On demonstration farms planting and spraying maize, overlaps and gaps fell sharply, and drivers finished long days far less tired.'),
      ]),
      richText([
        p('Удобрения, средства защиты растений и семена — главные статьи затрат любого хозяйства. Задача точного земледелия — дать каждому участку поля ровно столько, сколько ему нужно.'),
        h2('Состав решения'),
        ul(['Терминал точного земледелия RT-IB12: посекционное управление и дифференцированное внесение', 'Терминал автоматического вождения RT-IB12-PRO: точность ±2,5 см', 'Планшет для сельхозтехники RT-T10A: контроль работ и передача отчётов']),
        h2('Результаты'),
        p('В демонстрационных хозяйствах на посеве и опрыскивании кукурузы площадь перекрытий и пропусков резко сократилась, а механизаторы заметно меньше устают за долгий рабочий день.'),
      ]),
    ),
    highlights: [
      { title: l('节省投入', 'Lower input costs', 'Экономия ресурсов'), text: l('自动分段控制减少重喷漏喷。', 'Automatic section control reduces overlaps and gaps.', 'Автоматическое посекционное управление сокращает перекрытия и пропуски.') },
      { title: l('一屏多机', 'One screen, many implements', 'Один экран для всех агрегатов'), text: l('ISOBUS 通用终端兼容不同品牌农机具。', 'The ISOBUS Universal Terminal works with implements of any brand.', 'Универсальный терминал ISOBUS совместим с навесным и прицепным оборудованием любых производителей.') },
      { title: l('作业数据可追溯', 'Traceable field records', 'Прослеживаемость полевых работ'), text: l('每一次作业自动生成记录并上传。', 'Every job creates a record and uploads it automatically.', 'По каждой операции автоматически формируется и выгружается отчёт.') },
    ],
    related: ['RT-IB12', 'RT-IB12-PRO', 'RT-IB10', 'RT-T10A'],
  },
  {
    name: l('城市公交智能化方案', 'Smart City Buses', 'Интеллектуальный городской автобус'),
    summary: l(
      '智能调度主机整合报站、客流、视频与驾驶行为监测，帮助公交企业降本增效。',
      'A smart dispatch unit combines announcements, passenger counting, CCTV and driver monitoring to cut costs for bus operators.',
      'Бортовой диспетчерский блок объединяет автоинформатор, подсчёт пассажиров, видеонаблюдение и мониторинг водителя и помогает перевозчикам снижать затраты.',
    ),
    cover: 'transit',
    body: l(
      richText([
        p('一辆公交车上往往装有报站器、投币机、录像机、定位终端等多台设备，布线复杂、维护困难。'),
        h2('一台主机，多种功能'),
        p('RT-V11A 智能调度主机把这些功能集中到一台设备上，并通过 PoE 为车内摄像头供电，新车安装与旧车改造都更简单。'),
        ul(['自动报站与电子站牌联动', '客流统计，辅助线网优化', 'RT-DMS3 驾驶员监测，守护乘客安全']),
      ]),
      richText([
        p('A single bus often carries a stop announcer, fare box, video recorder and tracking unit, each with its own wiring and upkeep.'),
        h2('One unit, many jobs'),
        p('The RT-V11A smart dispatch unit brings these functions into one box and powers the on-board cameras over PoE, making both new installations and retrofits simpler.'),
        ul(['Automatic stop announcements linked to electronic stop signs', 'Passenger counting to help plan the network', 'RT-DMS3 driver monitoring to keep passengers safe']),
      ]),
      richText([
        p('На одном автобусе часто стоят автоинформатор, валидатор, видеорегистратор и трекер — у каждого своя проводка и своё обслуживание.'),
        h2('Один блок — множество задач'),
        p('Интеллектуальный диспетчерский блок RT-V11A объединяет все эти функции в одном устройстве и питает бортовые камеры по PoE: и установка на новые машины, и модернизация парка становятся проще.'),
        ul(['Автоматическое объявление остановок в связке с электронными табло на остановках', 'Подсчёт пассажиропотока для оптимизации маршрутной сети', 'Мониторинг водителя RT-DMS3 для безопасности пассажиров']),
      ]),
    ),
    highlights: [
      { title: l('设备整合', 'Fewer boxes', 'Меньше оборудования'), text: l('一台主机替代多台独立设备。', 'One unit replaces several separate devices.', 'Один блок заменяет несколько отдельных устройств.') },
      { title: l('主动安全', 'Active safety', 'Активная безопасность'), text: l('DMS 与环视联动，减少事故。', 'DMS and surround view work together to prevent accidents.', 'DMS и система кругового обзора работают вместе и помогают предотвращать ДТП.') },
      { title: l('数据驱动调度', 'Data-driven dispatch', 'Диспетчеризация на основе данных'), text: l('实时客流与位置数据帮助优化排班。', 'Live passenger and position data improve scheduling.', 'Данные о пассажиропотоке и местоположении в реальном времени помогают оптимизировать расписание.') },
    ],
    related: ['RT-V11A', 'RT-DMS3', 'RT-SV360AI', 'RT-D7'],
  },
  {
    name: l('车队移动设备管理方案', 'Fleet Mobile Device Management', 'Управление мобильными устройствами автопарка'),
    summary: l(
      '用 MDM 云平台集中管理成百上千台车载平板与终端：远程配置、应用分发、定位与锁定。',
      'Manage hundreds or thousands of vehicle tablets and terminals from the MDM cloud: remote settings, app delivery, location and lock.',
      'Управляйте сотнями и тысячами бортовых планшетов и терминалов из облачной платформы MDM: удалённая настройка, установка приложений, геолокация и блокировка.',
    ),
    cover: 'fleet',
    body: l(
      richText([
        p('车队规模越大，终端管理越难：系统升级要逐台操作，设备丢失无法追回，司机随意安装应用影响工作。'),
        h2('MDM 平台能做什么'),
        ul(['应用白名单与单应用锁定模式', '远程推送应用、文件与系统设置', '设备定位、远程锁定与数据擦除', '分组管理与操作审计日志']),
        p('平台提供基础版、标准版与企业版，所有版本均可免费试用 30 天。'),
      ]),
      richText([
        p('The bigger the fleet, the harder the devices are to manage: updates happen one by one, lost devices are never found, and drivers install apps that get in the way of work.'),
        h2('What the MDM platform does'),
        ul(['App allow-lists and single-app kiosk mode', 'Remote delivery of apps, files and system settings', 'Device location, remote lock and wipe', 'Group management with an audit log']),
        p('The platform comes in Basic, Standard and Enterprise editions, and every edition has a 30-day free trial.'),
      ]),
      richText([
        p('Чем больше автопарк, тем сложнее управлять устройствами: обновления приходится устанавливать на каждое вручную, потерянные устройства не вернуть, а водители ставят приложения, которые мешают работе.'),
        h2('Возможности платформы MDM'),
        ul(['Белые списки приложений и режим киоска', 'Удалённая установка приложений, передача файлов и системных настроек', 'Геолокация устройств, удалённая блокировка и очистка', 'Групповое управление и журнал аудита']),
        p('Платформа доступна в базовой, стандартной и корпоративной редакциях, и любую из них можно бесплатно попробовать в течение 30 дней.'),
      ]),
    ),
    highlights: [
      { title: l('批量运维', 'Bulk operations', 'Массовые операции'), text: l('一次操作即可覆盖整个车队。', 'One action reaches the whole fleet.', 'Одно действие — для всего автопарка.') },
      { title: l('安全可控', 'Secure by default', 'Безопасность под контролем'), text: l('丢失设备可远程锁定与擦除。', 'Lost devices can be locked and wiped remotely.', 'Потерянное устройство можно удалённо заблокировать и очистить.') },
      { title: l('按需选版', 'Pick your edition', 'Редакция под ваши задачи'), text: l('三种版本，按用户与设备规模灵活扩展。', 'Three editions that grow with your users and devices.', 'Три редакции, которые масштабируются вместе с числом пользователей и устройств.') },
    ],
    related: ['RT-T10', 'RT-T8', 'RT-D10', 'RT-V7'],
  },
  {
    name: l('应急救援车辆方案', 'Emergency Response Vehicles', 'Автомобили экстренных служб'),
    summary: l(
      '为指挥车、救护车与消防车提供车载计算、通信与大屏显示，现场信息第一时间汇聚。',
      'Computing, communications and large displays for command vehicles, ambulances and fire engines, bringing on-scene information together at once.',
      'Вычислительные системы, связь и большие дисплеи для штабных автомобилей, машин скорой помощи и пожарных машин: вся информация с места происшествия — сразу в одном месте.',
    ),
    cover: 'emergency',
    body: l(
      richText([
        p('应急现场分秒必争。指挥车需要在断网、断电等极端情况下，依然能汇聚视频、地图与人员信息。'),
        h2('方案组成'),
        ul(['RT-V11G 车载服务器：本地计算与存储', 'RT-T13-PRO 大屏三防平板：移动指挥工作站', 'RT-V9A 5G 车载电脑：多链路视频回传']),
        p('整套系统宽温宽压，可在车辆行驶中持续工作，到达现场后几分钟即可展开指挥。'),
      ]),
      richText([
        p('Every second counts at an incident. A command vehicle must still gather video, maps and crew information when networks or mains power are down.'),
        h2('What the solution includes'),
        ul(['RT-V11G vehicle server: local compute and storage', 'RT-T13-PRO large-screen rugged tablet: a mobile command workstation', 'RT-V9A 5G in-vehicle computer: multi-link video uplink']),
        p('The whole system handles wide temperature and voltage ranges and keeps working on the move, so command is up and running minutes after arrival.'),
      ]),
      richText([
        p('На месте происшествия важна каждая секунда. Штабной автомобиль должен собирать видео, карты и данные о личном составе даже без связи и внешнего электропитания.'),
        h2('Состав решения'),
        ul(['Бортовой сервер RT-V11G: локальные вычисления и хранение данных', 'Защищённый планшет с большим экраном RT-T13-PRO: мобильное рабочее место руководителя', 'Бортовой компьютер RT-V9A с 5G: передача видео по нескольким каналам связи']),
        p('Система рассчитана на широкий диапазон температур и напряжений питания и работает прямо в движении, поэтому штаб разворачивается уже через несколько минут после прибытия.'),
      ]),
    ),
    highlights: [
      { title: l('快速展开', 'Ready in minutes', 'Готовность за минуты'), text: l('到达现场即可开始指挥调度。', 'Start commanding as soon as you arrive.', 'Руководство операцией начинается сразу по прибытии на место.') },
      { title: l('断网可用', 'Works offline', 'Работа без сети'), text: l('本地服务器保障关键业务不中断。', 'A local server keeps critical services running.', 'Локальный сервер обеспечивает бесперебойную работу критически важных сервисов.') },
      { title: l('多链路回传', 'Multi-link uplink', 'Многоканальная передача'), text: l('5G 与卫星链路备份，视频不中断。', '5G with satellite backup keeps video live.', '5G с резервным спутниковым каналом — видео без перерывов.') },
    ],
    related: ['RT-V11G', 'RT-T13-PRO', 'RT-V9A', 'RT-D12'],
  },
]
