import { HOT_TITLE, NAV, NOTICES_I18N } from '../../seed/content-i18n.js'
import { demoImage, type Motif } from '../../seed/images.js'
import type { SeedCtx, SeedStep } from '../../seed/index.js'
import { DEMO_LOGIN } from '../../seed/tenants.js'
import { accountService } from '../account/index.js'
import { AGREEMENTS } from '../../data/agreements.js'
import { HOME_DEFAULT, USER_CENTRE } from './system.defaults.js'
import { systemRepo } from './system.repository.js'
import { seedAnsweredFeedback } from './system.service.js'
import { putSetting } from './system.settings.js'

export const seed: SeedStep = { order: 30, run: (c) => seedSystem(c) }

/** The tenant's demo settings: basics, home layout with splash, notices. */
async function seedSystem(c: SeedCtx) {
  const { db, tenantId, tenantCode, config } = c
  await putSetting(c, 'basics', {
    registerModel: 'phone',
    registerType: 'phone',
    customerInfos: { phone: '400-800-8888', hours: '09:00-21:00', email: 'support@mall.example', wechat: 'mall_service' },
    agreements: AGREEMENTS,
  })
  const banner = (n: number, motif: Motif) => demoImage(config, tenantCode, `banner-${n}`, motif, n + 80, 480)
  const icon = (n: number, motif: Motif) => demoImage(config, tenantCode, `nav-${n}`, motif, n + 90, 96)
  const motifs: Motif[] = ['spark', 'heart', 'house', 'star', 'leaf', 'box', 'phone', 'shirt', 'cup', 'bottle']
  await putSetting(c, 'home', {
    ...HOME_DEFAULT,
    pages: [
      {
        pageType: 1,
        title: 'home',
        pageLayout: {
          components: [
            {
              id: 'banner',
              type: 'banner',
              props: {
                images: [
                  { url: banner(1, 'star'), link: '/pages/user/coupon/center' },
                  { url: banner(2, 'leaf'), link: '/pages/classify/searchResult?keyword=%E6%B0%B4%E6%9E%9C' },
                  { url: banner(3, 'cup'), link: '/pages/tabbar/nearby' },
                ],
              },
            },
            { id: 'nav', type: 'nav', props: { items: NAV.map(([text, link], i) => ({ text, link, icon: icon(i, motifs[i]) })) } },
            { id: 'notice', type: 'notice', props: { text: NOTICES_I18N[0].content, link: '/pages/public/msg/sys-msg-list' } },
            { id: 'hot', type: 'products', props: { source: 3, size: 6, title: HOT_TITLE } },
            { id: 'recommend', type: 'products', props: { source: 1, size: 20 } },
          ],
        },
      },
      // the user centre: order row and the grid of entries (the user tab renders it)
      USER_CENTRE,
    ],
    start: {
      layout: { open: true, openType: 2, timing: 2, showCount: 3, showType: 1, imgList: [{ url: banner(4, 'spark'), link: '/pages/newcomers/index' }] },
    },
    globalBg: 'red',
  })
  const base = Date.now()
  await systemRepo.insertNotices(
    db,
    NOTICES_I18N.map(({ title, content }, i) => ({
      tenant_id: tenantId,
      title: title.zh_CN,
      content: content.zh_CN,
      title_i18n: JSON.stringify(title),
      content_i18n: JSON.stringify(content),
      type: i === 4 ? 'policy' : 'notice',
      created_at: new Date(base - i * 86_400_000),
    })),
  )
  // the demo shopper's feedback, answered by the desk (its notice in the message centre, unread)
  const shopper = await accountService.userIdByPhone(c, DEMO_LOGIN.phone)
  if (shopper)
    await seedAnsweredFeedback(c, shopper, {
      content: FEEDBACK_DEMO.content,
      answer: FEEDBACK_DEMO.answer,
      at: new Date(base - 2 * 3_600_000),
      read: false,
    })
}

/** The demo feedback and the desk's answer (the seed's language, zh_CN; the notice shows the answer as written). */
const FEEDBACK_DEMO = {
  content: '希望订单列表可以按店铺筛选。',
  answer: '谢谢您的建议！按店铺筛选订单已列入计划，上线后会通知您。',
}
