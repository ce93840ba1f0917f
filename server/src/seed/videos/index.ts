import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Config } from '../../config.js'

/** The demo clips beside this file (made by scripts/make-demo-videos.mjs: H.264 MP4, 360 x 640, a JPEG cover each). */
export const DEMO_VIDEOS = ['clip-1', 'clip-2', 'clip-3', 'live'] as const
export type DemoVideo = (typeof DEMO_VIDEOS)[number]

const HERE = path.dirname(fileURLToPath(import.meta.url))

/**
 * Copy a demo clip and its cover to `<dataDir>/uploads/public/<tenant>/demo/<name>.mp4|.jpg`, where the demo
 * pictures are (seed/images.ts), and return their public addresses (served by the public files plugin, the
 * video with Range requests). Copied only when missing or changed in size: the files are immutable.
 */
export function demoVideo(config: Config, tenantCode: string, name: DemoVideo): { video: string; cover: string } {
  const dir = path.join(config.dataDir, 'uploads', 'public', tenantCode, 'demo')
  fs.mkdirSync(dir, { recursive: true })
  for (const ext of ['mp4', 'jpg']) {
    const from = path.join(HERE, `${name}.${ext}`)
    const to = path.join(dir, `${name}.${ext}`)
    if (!fs.existsSync(to) || fs.statSync(to).size !== fs.statSync(from).size) fs.copyFileSync(from, to)
  }
  const base = `${config.apiPrefix}/files/${tenantCode}/demo/${name}`
  return { video: `${base}.mp4`, cover: `${base}.jpg` }
}
