// The dynamic forms area's demo data: a free form, a paid form opened from a home banner, a demo product carrying a form.
import type { FormDraft } from '../../../../types/form.js'
import { demoImage } from '../../seed/images.js'
import type { SeedStep } from '../../seed/index.js'
import { catalogService } from '../catalog/index.js'
import { shopService } from '../shop/index.js'
import { systemService } from '../system/index.js'
import { formRepo as repo } from './form.repository.js'
import { publish } from './form.service.js'

const t = (zh: string, en: string, extra: Partial<Record<'zh_TW' | 'ja' | 'ko' | 'fil', string>> = {}) => ({
  zh_CN: zh,
  zh_TW: extra.zh_TW ?? zh,
  en,
  ...extra,
})

/** A free sign-up form: text, number, single choice, date. */
export const FREE_FORM: FormDraft = {
  title: t('会员活动报名', 'Member event sign-up', { zh_TW: '會員活動報名', ja: '会員イベント申込', ko: '회원 행사 신청', fil: 'Pag-sign up sa event' }),
  description: t('填写后我们会短信通知您活动安排。', 'We will text you the schedule after you sign up.'),
  price: 0,
  fields: [
    { key: 'name', kind: 'text', label: t('姓名', 'Name', { ja: '氏名', ko: '이름', fil: 'Pangalan' }), required: true, maxLength: 20 },
    { key: 'people', kind: 'number', label: t('人数', 'People', { ja: '人数', ko: '인원', fil: 'Bilang ng tao' }), required: true, min: 1, max: 5 },
    {
      key: 'session',
      kind: 'choice',
      label: t('场次', 'Session', { ja: '回', ko: '회차', fil: 'Sesyon' }),
      required: true,
      options: [
        { value: 'am', label: t('上午', 'Morning', { ja: '午前', ko: '오전', fil: 'Umaga' }) },
        { value: 'pm', label: t('下午', 'Afternoon', { ja: '午後', ko: '오후', fil: 'Hapon' }) },
      ],
    },
    { key: 'day', kind: 'date', label: t('日期', 'Date', { ja: '日付', ko: '날짜', fil: 'Petsa' }), required: false },
  ],
}

/** A paid photo-printing form: a picture, a size choice that adds to the price, a note. */
export const PAID_FORM: FormDraft = {
  title: t('照片冲印', 'Photo printing', { zh_TW: '照片沖印', ja: '写真プリント', ko: '사진 인화', fil: 'Pag-print ng litrato' }),
  description: t('上传照片并选择尺寸，付款后 3 天内寄出。', 'Upload a photo and pick a size; shipped within 3 days of payment.'),
  price: 9_90,
  fields: [
    {
      key: 'photo',
      kind: 'picture',
      label: t('照片', 'Photo', { ja: '写真', ko: '사진', fil: 'Litrato' }),
      required: true,
      maxFiles: 3,
      maxSize: 5 * 1024 * 1024,
      types: ['jpg', 'jpeg', 'png'],
    },
    {
      key: 'size',
      kind: 'choice',
      label: t('尺寸', 'Size', { ja: 'サイズ', ko: '크기', fil: 'Sukat' }),
      required: true,
      options: [
        { value: 's6', label: t('6 寸', '6 inch'), price: 0 },
        { value: 's10', label: t('10 寸', '10 inch'), price: 5_00 },
      ],
    },
    { key: 'note', kind: 'text', label: t('备注', 'Note', { ja: '備考', ko: '메모', fil: 'Tala' }), required: false, maxLength: 140 },
  ],
}

/** A product's engraving form: a text and an option that adds to each piece's price. */
export const PRODUCT_FORM: FormDraft = {
  title: t('定制刻字', 'Custom engraving', { zh_TW: '訂製刻字', ja: '名入れ', ko: '맞춤 각인', fil: 'Pasadyang ukit' }),
  price: 0,
  fields: [
    {
      key: 'engraving',
      kind: 'text',
      label: t('刻字内容', 'Engraving text', { ja: '刻印文字', ko: '각인 문구', fil: 'Teksto ng ukit' }),
      required: true,
      maxLength: 12,
    },
    {
      key: 'box',
      kind: 'choice',
      label: t('包装', 'Packaging', { ja: '包装', ko: '포장', fil: 'Balot' }),
      required: true,
      options: [
        { value: 'plain', label: t('普通包装', 'Plain'), price: 0 },
        { value: 'gift', label: t('礼盒', 'Gift box'), price: 8_00 },
      ],
    },
  ],
}

type Home = {
  pages?: Array<{ pageType?: number; pageLayout?: { components?: Array<{ id: string; props?: { images?: Array<{ url: string; link: string }> } }> } }>
}

export const seed: SeedStep = {
  order: 200,
  async run(c) {
    const ids: number[] = []
    for (const d of [FREE_FORM, PAID_FORM, PRODUCT_FORM]) {
      const f = await repo.insertForm(c.db, c.tenantId, d)
      await publish(c, Number(f.id))
      ids.push(Number(f.id))
    }
    // the first demo shop's first product carries the engraving form
    const [shop] = await shopService.allShops(c)
    const [sku] = shop ? await catalogService.demoSkus(c, shop.id, 1) : []
    if (sku) await repo.setProducts(c.db, c.tenantId, ids[2], [sku.productId])
    // a home banner opens the paid form (the system seed's layout, one image added)
    const home = await systemService.getSetting<Home>(c, 'home', {})
    const banner = home.pages?.find((p) => p.pageType === 1)?.pageLayout?.components?.find((x) => x.id === 'banner')
    if (banner?.props?.images) {
      banner.props.images.push({
        url: demoImage(c.config, c.tenantCode, 'banner-form', 'box', 86, 480),
        link: `/pages/systemPay/layoutForm/index?id=${ids[1]}`,
      })
      await systemService.putSetting(c, 'home', home)
    }
  },
}
