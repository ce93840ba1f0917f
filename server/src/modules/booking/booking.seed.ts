// Service booking's demo data: services and slots for the next days at the café (the demo merchant's) and CleanNest.
import { demoImage, type Kind } from '../../seed/images.js'
import type { SeedStep } from '../../seed/index.js'
import { shopService } from '../shop/index.js'
import { bookingSetting, daysAhead } from './booking.service.js'
import { bookingRepo as repo } from './booking.repository.js'

type Six = Record<'zh_CN' | 'zh_TW' | 'en' | 'ja' | 'ko' | 'fil', string>
const six = (zh_CN: string, zh_TW: string, en: string, ja: string, ko: string, fil: string): Six => ({ zh_CN, zh_TW, en, ja, ko, fil })

interface DemoService {
  name: Six
  description: Six
  price: number
  minutes: number
  motif: Kind
}

const CAFE: DemoService[] = [
  {
    name: six('拉花体验课', '拉花體驗課', 'Latte art class', 'ラテアート教室', '라떼 아트 클래스', 'Klase sa latte art'),
    description: six(
      '咖啡师一对一教学，含两杯饮品',
      '咖啡師一對一教學，含兩杯飲品',
      'One-to-one with our barista, two drinks included',
      'バリスタが個別指導、ドリンク2杯付き',
      '바리스타 1:1 수업, 음료 두 잔 포함',
      'Isa-sa-isang turo ng barista, may kasamang dalawang inumin',
    ),
    price: 68_00,
    minutes: 60,
    motif: 'cup',
  },
  {
    name: six('手冲品鉴', '手沖品鑑', 'Pour-over tasting', 'ハンドドリップ試飲', '핸드드립 시음', 'Pagtikim ng pour-over'),
    description: six(
      '三款产区豆对比品鉴',
      '三款產區豆對比品鑑',
      'Three single-origin beans side by side',
      '3種のシングルオリジンを飲み比べ',
      '세 가지 싱글 오리진 비교 시음',
      'Tatlong single-origin na kape na magkakatabi',
    ),
    price: 38_00,
    minutes: 30,
    motif: 'beans',
  },
]

const CLEAN: DemoService[] = [
  {
    name: six(
      '日常保洁（2 小时）',
      '日常保潔（2 小時）',
      'Home cleaning (2 hours)',
      'ハウスクリーニング（2時間）',
      '가사 청소 (2시간)',
      'Paglilinis ng bahay (2 oras)',
    ),
    description: six(
      '客厅、卧室、厨房、卫生间',
      '客廳、臥室、廚房、衛生間',
      'Living room, bedroom, kitchen and bathroom',
      'リビング、寝室、キッチン、浴室',
      '거실, 침실, 주방, 욕실',
      'Sala, kwarto, kusina at banyo',
    ),
    price: 120_00,
    minutes: 120,
    motif: 'house',
  },
  {
    name: six('空调清洗', '冷氣清洗', 'Air conditioner cleaning', 'エアコンクリーニング', '에어컨 청소', 'Paglilinis ng aircon'),
    description: six(
      '挂机一台，拆洗滤网与蒸发器',
      '壁掛機一台，拆洗濾網與蒸發器',
      'One wall unit: filters and coil washed',
      '壁掛け1台、フィルターと熱交換器を洗浄',
      '벽걸이 1대, 필터와 증발기 세척',
      'Isang wall unit: hinugasan ang filter at coil',
    ),
    price: 90_00,
    minutes: 60,
    motif: 'ac',
  },
]

export const DEMO_SLOT_TIMES = { cafe: ['10:00', '14:00', '16:00', '19:00'], service: ['09:00', '13:00', '15:30'] }

export const seed: SeedStep = {
  order: 45,
  async run(c) {
    const shops = await shopService.allShops(c)
    const tz = (await bookingSetting(c)).timeZone
    const days = daysAhead(tz)
    const plan: Array<[number | undefined, DemoService[], string[], number]> = [
      [shops.find((s) => s.kind === 'nearby_store')?.id, CAFE, DEMO_SLOT_TIMES.cafe, 4],
      [shops.find((s) => s.kind === 'service')?.id, CLEAN, DEMO_SLOT_TIMES.service, 2],
    ]
    for (const [shopId, services, times, capacity] of plan) {
      if (!shopId) continue
      for (const [i, s] of services.entries()) {
        const row = await repo.insertService(c.db, {
          tenant_id: c.tenantId,
          shop_id: shopId,
          name: JSON.stringify(s.name),
          description: JSON.stringify(s.description),
          price: s.price,
          duration_min: s.minutes,
          image: demoImage(c.config, c.tenantCode, `booking-${shopId}-${i}`, s.motif, 40 + i),
          sort: i,
        })
        for (const d of days)
          await repo.insertSlots(c.db, c.tenantId, { shopId, serviceId: Number(row.id), date: d.date, tz, times, minutes: s.minutes, capacity })
      }
    }
  },
}
