import fs from 'node:fs'
import path from 'node:path'
import { Canvas, sd } from '../../core/png.js'
import type { SeedStep } from '../../seed/index.js'
import { DEMO_MERCHANT } from '../../seed/tenants.js'
import { accountService } from '../account/index.js'
import { catalogService } from '../catalog/index.js'
import { shopService } from '../shop/index.js'
import { uploadService } from '../upload/index.js'
import { seedRoom } from './live.service.js'

/** The demo videos the video area makes (`server/src/seed/videos/`): the live room plays `live` (mp4). */
const VIDEOS = path.join(import.meta.dirname, '..', '..', 'seed', 'videos')
/** The demo room's video and cover there: `live` + `.mp4` / `.jpg`. */
const DEMO_VIDEO = 'live'

/**
 * An mp4 that is only its file-type box: what stands in when the demo video is not there (a checkout of the code
 * without the demo videos). The room then shows its cover; nothing plays.
 */
const EMPTY_MP4 = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex')

/** A cover picture drawn here (a screen with a play mark) when the video area's cover (jpg) is not there. */
function drawCover(): Buffer {
  const c = new Canvas(320, 180)
  c.gradient([236, 92, 76], [250, 180, 90])
  c.fill(sd.rect(110, 50, 210, 130, 12), [255, 255, 255], 0.9)
  c.fill(
    sd.poly([
      [148, 70],
      [182, 90],
      [148, 110],
    ]),
    [236, 92, 76],
  )
  return c.encode()
}

/**
 * Demo data: the demo merchant's market (order seed) is live now with two of its products pinned, and has a
 * room scheduled for tomorrow. The video is `seed/videos/live` + `.mp4` stored as the merchant's upload (the upload
 * module's files, as a merchant's own upload would be).
 */
export const seed: SeedStep = {
  order: 97,
  async run(c) {
    const ownerId = await accountService.userIdByPhone(c, DEMO_MERCHANT.phone)
    const shopId = ownerId ? (await shopService.shopIdsOfOwner(c, ownerId))[0] : undefined
    if (!ownerId || shopId === undefined) return
    // the video area's files: `<base>.<ext>` under seed/videos
    const file = (base: string, ext: string) => {
      const f = path.join(VIDEOS, `${base}.${ext}`)
      return fs.existsSync(f) ? fs.readFileSync(f) : null
    }
    const videoId = await uploadService.saveFile(c, ownerId, 'public', file(DEMO_VIDEO, 'mp4') ?? EMPTY_MP4, `${DEMO_VIDEO}.mp4`)
    const coverId = await uploadService.saveFile(c, ownerId, 'public', file(DEMO_VIDEO, 'jpg') ?? drawCover(), `${DEMO_VIDEO}-cover`)
    const products = (await catalogService.productList(c, 1, { shopId, pageNum: 1, pageSize: 20 })).rows.filter((p) => p.inStock)
    const hour = 3_600_000
    await seedRoom(c, {
      shopId,
      ownerId,
      title: '早市直播 · Morning market live',
      coverId,
      videoId,
      startAt: new Date(Date.now() - hour / 2),
      live: true,
      productIds: products.slice(0, 2).map((p) => p.id),
    })
    await seedRoom(c, {
      shopId,
      ownerId,
      title: '明日新品 · New in tomorrow',
      coverId,
      videoId,
      startAt: new Date(Date.now() + 24 * hour),
      live: false,
      productIds: products.slice(2, 3).map((p) => p.id),
    })
  },
}
