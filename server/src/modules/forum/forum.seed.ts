import type { SeedStep } from '../../seed/index.js'
import { demoImage, type Kind } from '../../seed/images.js'
import { DEMO_LOGIN, DEMO_MERCHANT, DEMO_STAFF } from '../../seed/tenants.js'
import { accountService } from '../account/index.js'
import { COMMENT_LIKES, forumRepo as repo, POST_LIKES } from './forum.repository.js'

const CLASSES: Array<Record<string, string>> = [
  { zh_CN: '好物分享', zh_TW: '好物分享', en: 'Finds', ja: 'おすすめ', ko: '추천템', fil: 'Mga nahanap' },
  { zh_CN: '生活日常', zh_TW: '生活日常', en: 'Daily life', ja: '日常', ko: '일상', fil: 'Araw-araw' },
  { zh_CN: '美食', zh_TW: '美食', en: 'Food', ja: 'グルメ', ko: '맛집', fil: 'Pagkain' },
  { zh_CN: '问答', zh_TW: '問答', en: 'Questions', ja: '質問', ko: '질문', fil: 'Mga tanong' },
]

type Who = 'shopper' | 'merchant' | 'staff'
/** The demo posts, oldest first: class (index), author, text, pictures (drawings), who likes it, its comments. */
const POSTS: Array<{ cls: number; by: Who; text: string; pics: Kind[]; likes: Who[]; comments: Array<{ by: Who; text: string; likes: Who[] }> }> = [
  {
    cls: 2,
    by: 'merchant',
    text: '清晨第一杯美式，配一个刚出炉的可颂。\nMorning Americano with a fresh croissant.',
    pics: ['cup', 'croissant'],
    likes: ['shopper', 'staff'],
    comments: [
      { by: 'shopper', text: '看起来好香！Looks great!', likes: ['merchant'] },
      { by: 'staff', text: '周末去试试。', likes: [] },
    ],
  },
  {
    cls: 0,
    by: 'shopper',
    text: '新买的跑鞋很轻，跑了五公里脚不累。\nThe new running shoes are light: 5 km and my feet are fine.',
    pics: ['shoe'],
    likes: ['merchant'],
    comments: [{ by: 'merchant', text: '尺码偏大还是偏小？Does it run large?', likes: ['shopper'] }],
  },
  {
    cls: 1,
    by: 'staff',
    text: '周末整理了书桌，台灯、笔记本、一杯茶。\nA tidy desk for the weekend: a lamp, a notebook, a cup of tea.',
    pics: ['lamp', 'notebook', 'teacups'],
    likes: [],
    comments: [],
  },
  {
    cls: 3,
    by: 'shopper',
    text: '无线耳机的降噪在地铁上效果怎么样？有人用过吗？\nHow do the wireless earbuds cancel noise on the metro? Anyone tried them?',
    pics: [],
    likes: ['merchant', 'staff'],
    comments: [{ by: 'merchant', text: '地铁上够用，通话也清楚。Good enough on the metro, calls are clear.', likes: [] }],
  },
]

/**
 * The forum's demo data (last of all): four classes in the six languages, four posts of the demo shopper, merchant
 * and staff (drawn pictures, stored where demo pictures are), their comments and likes, counted as the app counts
 * them (the like statements themselves).
 */
export const seed: SeedStep = {
  order: 99,
  async run(c) {
    const people: Record<Who, number | undefined> = {
      shopper: await accountService.userIdByPhone(c, DEMO_LOGIN.phone),
      merchant: await accountService.userIdByPhone(c, DEMO_MERCHANT.phone),
      staff: await accountService.userIdByPhone(c, DEMO_STAFF.phone),
    }
    const classIds: number[] = []
    for (const [i, names] of CLASSES.entries()) classIds.push(Number((await repo.insertClass(c.db, c.tenantId, names, i)).id))
    for (const [i, p] of POSTS.entries()) {
      const by = people[p.by]
      if (!by) continue
      const pictures = p.pics.map((kind, j) => demoImage(c.config, c.tenantCode, `forum-${i + 1}-${j + 1}`, kind, 40 + i * 10 + j))
      // a few hours apart, the last one an hour ago
      const created_at = new Date(Date.now() - (POSTS.length - i) * 5 * 3_600_000 + 4 * 3_600_000)
      const { id } = await repo.insertPost(c.db, { tenant_id: c.tenantId, class_id: classIds[p.cls], user_id: by, content: p.text, pictures, created_at })
      for (const w of p.likes) if (people[w]) await repo.like(c.db, POST_LIKES, c.tenantId, Number(id), people[w]!)
      for (const m of p.comments) {
        if (!people[m.by]) continue
        const r = await repo.insertComment(c.db, c.tenantId, Number(id), people[m.by]!, m.text)
        for (const w of m.likes) if (people[w]) await repo.like(c.db, COMMENT_LIKES, c.tenantId, Number(r!.id), people[w]!)
      }
    }
  },
}
