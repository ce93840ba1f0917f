// Time cards' demo data: a card product with its template at the café and at CleanNest; the demo shopper holds one café card.
import { demoImage } from '../../seed/images.js'
import type { SeedStep } from '../../seed/index.js'
import { DEMO_LOGIN } from '../../seed/tenants.js'
import { accountService } from '../account/index.js'
import { bookingService } from '../booking/index.js'
import { catalogService } from '../catalog/index.js'
import { inventoryService } from '../inventory/index.js'
import { shopService } from '../shop/index.js'
import { timecardRepo as repo } from './timecard.repository.js'
import { addTemplate } from './timecard.service.js'

const DAY = 86_400_000
const six = (zh_CN: string, zh_TW: string, en: string, ja: string, ko: string, fil: string) => ({ zh_CN, zh_TW, en, ja, ko, fil })

export const DEMO_CARDS = [
  {
    kind: 'nearby_store',
    title: '咖啡体验 5 次卡 · Café 5-visit card',
    name: {
      zh_CN: '咖啡体验 5 次卡',
      zh_TW: '咖啡體驗 5 次卡',
      en: 'Café 5-visit card',
      ja: 'カフェ体験 5回券',
      ko: '카페 체험 5회권',
      fil: 'Café card na 5 bisita',
    },
    description: six(
      '到店体验任选，90 天有效',
      '到店體驗任選，90 天有效',
      'Any café class or tasting, valid 90 days',
      'カフェ体験から自由に選択、90日間有効',
      '카페 체험 중 자유 선택, 90일 유효',
      'Anumang klase o pagtikim, valid nang 90 araw',
    ),
    price: 168_00,
    uses: 5,
    days: 90,
  },
  {
    kind: 'service',
    title: '家政 4 次卡 · Home care 4-visit card',
    name: {
      zh_CN: '家政 4 次卡',
      zh_TW: '家政 4 次卡',
      en: 'Home care 4-visit card',
      ja: '家事サービス 4回券',
      ko: '가사 서비스 4회권',
      fil: 'Home care card na 4 bisita',
    },
    description: six(
      '家政服务任选，180 天有效',
      '家政服務任選，180 天有效',
      'Any home service, valid 180 days',
      '家事サービスから自由に選択、180日間有効',
      '가사 서비스 중 자유 선택, 180일 유효',
      'Anumang serbisyo sa bahay, valid nang 180 araw',
    ),
    price: 399_00,
    uses: 4,
    days: 180,
  },
] as const

export const seed: SeedStep = {
  order: 46,
  async run(c) {
    const shops = await shopService.allShops(c)
    const shopper = await accountService.userIdByPhone(c, DEMO_LOGIN.phone)
    for (const [i, d] of DEMO_CARDS.entries()) {
      const shopId = shops.find((s) => s.kind === d.kind)?.id
      if (!shopId) continue
      const owner = (await shopService.shopTerms(c, [shopId])).get(shopId)?.ownerId
      const [sku] = await catalogService.demoSkus(c, shopId, 1)
      if (!owner || !sku) continue
      // the card is a product of the store's own category (the category of its first product)
      const asOwner = { ...c, userId: owner, lang: 'zh_CN' as const }
      const first = await catalogService.editor.productEdit(asOwner, sku.productId)
      const image = demoImage(c.config, c.tenantCode, `timecard-${shopId}`, 'coupon', 70 + i)
      const productId = await catalogService.editor.insertProduct(asOwner, {
        shopId,
        categoryId: first.categoryId,
        title: d.title,
        description: `${d.name.zh_CN} / ${d.name.en}`,
        images: [image],
        groups: [],
        status: 'on',
        minPrice: d.price,
        minOriginalPrice: d.price,
      })
      await catalogService.editor.setProductTexts(asOwner, productId, { title: d.name, description: d.description })
      await inventoryService.writeSkus(c, productId, { add: [{ spec: {}, price: d.price, originalPrice: d.price, stock: 999 }], change: [], remove: [] })
      const services = await bookingService.servicesOfShops(c, [shopId])
      const t = await addTemplate(c, { shopId, productId, name: d.name, uses: d.uses, validDays: d.days, serviceIds: services.map((s) => s.id) })
      // the demo shopper holds the café's card with uses left (given, so no order stands behind it)
      if (shopper && i === 0)
        await repo.insertCards(c.db, [
          {
            tenant_id: c.tenantId,
            card_code: '880000000001',
            user_id: shopper,
            template_id: Number(t.id),
            shop_id: shopId,
            name: JSON.stringify(d.name),
            service_ids: JSON.stringify(services.map((s) => s.id)),
            uses_total: d.uses,
            uses_left: d.uses,
            expires_at: new Date(Date.now() + d.days * DAY),
            order_item_id: null,
            piece: 1,
          },
        ])
    }
  },
}
