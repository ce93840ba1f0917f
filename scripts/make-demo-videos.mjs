// Makes the demo short videos (server/src/seed/videos/*.mp4 and a JPEG cover each) without ffmpeg: Debian's
// chromium, driven headless by playwright-core, draws an animated canvas scene and records it with
// MediaRecorder into MP4 (H.264 when this chromium can encode it, else the first MP4 codec it accepts),
// then proves each file plays in a <video> and passes the upload module's magic-byte check (file-type).
//   node scripts/make-demo-videos.mjs            all four
//   node scripts/make-demo-videos.mjs clip-2     one of them
//   node scripts/make-demo-videos.mjs --check    only check the committed files
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ensureChromium, launch } from '../test/e2e/harness.mjs'
import { root } from './lib.mjs'

const OUT = path.join(root, 'server/src/seed/videos')
const MAX_BYTES = 300 * 1024

/**
 * The clips. `scene` names a drawing in the page below; `seconds` is the length; `kbps` the target video bit
 * rate (360 x 640 at 24 frames a second). `live` is periodic in its length, so it loops without a jump.
 */
const CLIPS = [
  { name: 'clip-1', scene: 'coffee', seconds: 4, kbps: 360, title: 'Morning coffee', sub: '现磨咖啡 · 新品', bg: ['#3b2314', '#a0643a'] },
  { name: 'clip-2', scene: 'sneaker', seconds: 4, kbps: 360, title: 'Run light', sub: '轻跑鞋 · 限时', bg: ['#0f3057', '#00a8cc'] },
  { name: 'clip-3', scene: 'phone', seconds: 4, kbps: 360, title: 'New gadgets', sub: '数码新品 · 上手', bg: ['#2d1b4e', '#e94560'] },
  { name: 'live', scene: 'live', seconds: 12, kbps: 150, title: 'LIVE: weekend picks', sub: '直播精选', bg: ['#1a1a2e', '#d62839'] },
]

/** What runs in the page: draw scene `s` at time `t` seconds (0..T) on a 360 x 640 canvas. */
const PAGE = `<!doctype html><meta charset="utf-8"><body style="margin:0;background:#000"><canvas id="c" width="360" height="640"></canvas>
<script>
const cv = document.getElementById('c'), g = cv.getContext('2d')
const TAU = Math.PI * 2
function bg(a, b, t, T) {
  const k = (Math.sin((TAU * t) / T) + 1) / 2
  const gr = g.createLinearGradient(0, 0, 360 * k, 640)
  gr.addColorStop(0, a); gr.addColorStop(1, b)
  g.fillStyle = gr; g.fillRect(0, 0, 360, 640)
}
function bubbles(t, T, colour, n) {
  for (let i = 0; i < n; i++) {
    const p = ((t / T) * 2 + i / n) % 1
    const x = 30 + ((i * 97) % 300) + Math.sin(TAU * (p + i / 7)) * 12
    const y = 640 - p * 700
    g.globalAlpha = 0.25 + 0.5 * (1 - p)
    g.fillStyle = colour
    g.beginPath(); g.arc(x, y, 5 + (i % 4) * 3, 0, TAU); g.fill()
  }
  g.globalAlpha = 1
}
function titles(c, t) {
  // at the top: the feed and the live room draw the shop, the title and the product over the bottom
  g.fillStyle = 'rgba(0,0,0,.35)'; g.fillRect(0, 70, 360, 110)
  g.fillStyle = '#fff'; g.font = 'bold 30px "Noto Sans CJK SC", sans-serif'; g.textAlign = 'center'
  g.fillText(c.title, 180, 115)
  g.font = '20px "Noto Sans CJK SC", sans-serif'; g.fillStyle = '#ffe08a'
  g.fillText(c.sub, 180, 155)
  // a progress line: motion in every frame (not in the loop: it would jump at the seam)
  if (c.scene === 'live') return
  g.fillStyle = 'rgba(255,255,255,.8)'; g.fillRect(0, 636, (360 * t) / c.seconds, 4)
}
function cup(x, y, s) {
  g.save(); g.translate(x, y); g.scale(s, s)
  g.fillStyle = '#f4efe6'; g.beginPath(); g.moveTo(-60, -50); g.lineTo(60, -50); g.lineTo(45, 60); g.lineTo(-45, 60); g.closePath(); g.fill()
  g.strokeStyle = '#f4efe6'; g.lineWidth = 14; g.beginPath(); g.arc(68, 0, 26, -1.2, 1.2); g.stroke()
  g.fillStyle = '#6b3f22'; g.beginPath(); g.ellipse(0, -50, 60, 14, 0, 0, TAU); g.fill()
  g.fillStyle = '#c89b6d'; g.beginPath(); g.ellipse(0, -50, 38, 7, 0, 0, TAU); g.fill()
  g.restore()
}
function steam(t) {
  g.strokeStyle = 'rgba(255,255,255,.7)'; g.lineWidth = 6; g.lineCap = 'round'
  for (let k = -1; k <= 1; k++) {
    g.beginPath()
    for (let y = 0; y < 90; y += 6) g.lineTo(180 + k * 30 + Math.sin(y / 14 + t * 5 + k) * 10, 290 - y)
    g.stroke()
  }
}
function shoe(x, y, a) {
  g.save(); g.translate(x, y); g.rotate(a)
  g.fillStyle = '#ffffff'; g.beginPath(); g.moveTo(-90, 20); g.lineTo(-80, -40); g.lineTo(-20, -40); g.quadraticCurveTo(20, -10, 90, 0); g.quadraticCurveTo(100, 20, 90, 30); g.lineTo(-90, 30); g.closePath(); g.fill()
  g.fillStyle = '#ff6b35'; g.fillRect(-90, 22, 182, 12)
  g.strokeStyle = '#0f3057'; g.lineWidth = 4
  for (let i = 0; i < 3; i++) { g.beginPath(); g.moveTo(-50 + i * 18, -34); g.lineTo(-36 + i * 18, -14); g.stroke() }
  g.restore()
}
function phone(cx, cy, a) {
  const w = 150 * Math.abs(Math.cos(a)) + 12
  g.fillStyle = '#111'; g.beginPath(); g.roundRect(cx - w / 2, cy - 140, w, 280, 22); g.fill()
  if (Math.cos(a) > 0) {
    const gr = g.createLinearGradient(cx - w / 2, cy - 130, cx + w / 2, cy + 130)
    gr.addColorStop(0, '#4facfe'); gr.addColorStop(1, '#f093fb')
    g.fillStyle = gr; g.beginPath(); g.roundRect(cx - w / 2 + 8, cy - 130, w - 16, 260, 16); g.fill()
  } else {
    g.fillStyle = '#333'; g.beginPath(); g.arc(cx - w / 4, cy - 100, 12, 0, TAU); g.fill()
  }
}
function sparkles(t, n) {
  for (let i = 0; i < n; i++) {
    const a = (TAU * i) / n + t
    const r = 170 + Math.sin(t * 3 + i) * 20
    g.fillStyle = '#fff7ae'; g.globalAlpha = 0.5 + 0.5 * Math.sin(t * 6 + i)
    g.beginPath(); g.arc(180 + Math.cos(a) * r * 0.8, 360 + Math.sin(a) * r * 0.8, 4, 0, TAU); g.fill()
  }
  g.globalAlpha = 1
}
const SCENES = {
  coffee(c, t) {
    bg(c.bg[0], c.bg[1], t, c.seconds); bubbles(t, c.seconds, '#f3d9b1', 14)
    cup(180 + Math.sin(t * 2) * 20, 380, 1 + 0.05 * Math.sin(t * 4)); steam(t); titles(c, t)
  },
  sneaker(c, t) {
    bg(c.bg[0], c.bg[1], t, c.seconds); bubbles(t, c.seconds, '#ffffff', 10)
    const hop = Math.abs(Math.sin(t * 3)) * 120
    g.fillStyle = 'rgba(0,0,0,.25)'; g.beginPath(); g.ellipse(180, 420, 90 - hop / 3, 12, 0, 0, TAU); g.fill()
    shoe(180 + Math.sin(t * 1.5) * 40, 380 - hop, Math.sin(t * 3) * 0.2); titles(c, t)
  },
  phone(c, t) {
    bg(c.bg[0], c.bg[1], t, c.seconds); sparkles(t, 16); phone(180, 360, t * 1.6); titles(c, t)
  },
  live(c, t) {
    const T = c.seconds, u = (TAU * t) / T
    bg(c.bg[0], c.bg[1], t, T); bubbles(t, T, '#ffffff', 12)
    // a turntable carrying three products, one turn per loop
    g.fillStyle = 'rgba(255,255,255,.15)'; g.beginPath(); g.ellipse(180, 400, 150, 36, 0, 0, TAU); g.fill()
    const items = [(x, y, s) => cup(x, y, 0.5 * s), (x, y, s) => shoe(x, y, 0), (x, y) => { g.save(); g.translate(x, y); g.scale(0.55, 0.55); phone(0, -60, 0); g.restore() }]
    const order = items.map((f, i) => ({ f, a: u + (TAU * i) / 3 })).sort((p, q) => Math.sin(p.a) - Math.sin(q.a))
    for (const it of order) {
      const s = 0.75 + 0.25 * Math.sin(it.a)
      g.save(); g.translate(180 + Math.cos(it.a) * 120, 330 + Math.sin(it.a) * 40); g.scale(s * 0.6, s * 0.6); it.f(0, 0, 1); g.restore()
    }
    g.fillStyle = '#d62839'; g.beginPath(); g.roundRect(16, 20, 88, 34, 8); g.fill()
    g.fillStyle = '#fff'; g.font = 'bold 20px sans-serif'; g.textAlign = 'left'
    g.globalAlpha = 0.6 + 0.4 * Math.cos(u * 6); g.beginPath(); g.arc(34, 37, 6, 0, TAU); g.fill(); g.globalAlpha = 1
    g.fillText('LIVE', 48, 44)
    titles(c, t)
  },
}
window.draw = (c, t) => SCENES[c.scene](c, t)
window.codec = () => ['video/mp4;codecs=avc1.42E01E', 'video/mp4;codecs=avc1', 'video/mp4;codecs=vp9', 'video/mp4;codecs=av01', 'video/mp4'].find((m) => MediaRecorder.isTypeSupported(m)) || null
window.record = (c) => new Promise((resolve, reject) => {
  const mime = window.codec()
  if (!mime) return reject(new Error('no MP4 type in MediaRecorder.isTypeSupported'))
  const stream = cv.captureStream(24)
  const rec = new MediaRecorder(stream, { mimeType: mime, videoBitsPerSecond: c.kbps * 1000 })
  const parts = []
  rec.ondataavailable = (e) => e.data.size && parts.push(e.data)
  rec.onerror = (e) => reject(e.error || new Error('recorder error'))
  rec.onstop = async () => {
    const blob = new Blob(parts, { type: mime })
    const b = new Uint8Array(await blob.arrayBuffer())
    let s = ''
    for (let i = 0; i < b.length; i += 0x8000) s += String.fromCharCode.apply(null, b.subarray(i, i + 0x8000))
    // the cover: the scene a third of the way in
    window.draw(c, c.seconds / 3)
    resolve({ mime, mp4: btoa(s), jpg: cv.toDataURL('image/jpeg', 0.82).split(',')[1] })
  }
  window.draw(c, 0)
  rec.start()
  const t0 = performance.now()
  const tick = () => {
    const t = (performance.now() - t0) / 1000
    if (t >= c.seconds) return rec.stop()
    window.draw(c, t)
    setTimeout(tick, 1000 / 48)
  }
  tick()
})
window.plays = (b64) => new Promise((resolve) => {
  const bin = atob(b64), u = new Uint8Array(bin.length)
  for (let i = 0; i < bin.length; i++) u[i] = bin.charCodeAt(i)
  const v = document.createElement('video')
  v.muted = true
  v.src = URL.createObjectURL(new Blob([u], { type: 'video/mp4' }))
  const done = (ok, why) => resolve({ ok, why, duration: v.duration, currentTime: v.currentTime, width: v.videoWidth, height: v.videoHeight })
  v.addEventListener('ended', () => done(true, 'ended'))
  v.addEventListener('timeupdate', () => v.currentTime > 1 && done(true, 'currentTime > 1'))
  v.addEventListener('error', () => done(false, 'error ' + (v.error && v.error.message)))
  setTimeout(() => done(false, 'timeout'), 20000)
  v.play().catch((e) => done(false, 'play: ' + e.message))
})
</script>`

/** The upload module's check: file-type names the content `mp4` / `jpg` (server/src/modules/upload/upload.service.ts). */
async function sniffExt(buf) {
  const { fileTypeFromBuffer } = await import(pathToFileURL(path.join(root, 'server/node_modules/file-type/index.js')).href)
  return (await fileTypeFromBuffer(buf))?.ext
}

async function main() {
  const args = process.argv.slice(2)
  const checkOnly = args.includes('--check')
  const wanted = args.filter((a) => !a.startsWith('--'))
  const clips = CLIPS.filter((c) => !wanted.length || wanted.includes(c.name))
  ensureChromium()
  const browser = await launch()
  let failed = 0
  try {
    const page = await browser.newPage()
    await page.setContent(PAGE)
    console.log(`# chromium ${browser.version()}, MediaRecorder MP4 type: ${await page.evaluate(() => window.codec())}`)
    fs.mkdirSync(OUT, { recursive: true })
    for (const c of clips) {
      const mp4Path = path.join(OUT, `${c.name}.mp4`)
      const jpgPath = path.join(OUT, `${c.name}.jpg`)
      if (!checkOnly) {
        const r = await page.evaluate((clip) => window.record(clip), c)
        fs.writeFileSync(mp4Path, Buffer.from(r.mp4, 'base64'))
        fs.writeFileSync(jpgPath, Buffer.from(r.jpg, 'base64'))
      }
      const mp4 = fs.readFileSync(mp4Path)
      const jpg = fs.readFileSync(jpgPath)
      const play = await page.evaluate((b64) => window.plays(b64), mp4.toString('base64'))
      const kinds = [await sniffExt(mp4), await sniffExt(jpg)]
      const ok = play.ok && mp4.length <= MAX_BYTES && kinds[0] === 'mp4' && kinds[1] === 'jpg'
      if (!ok) failed++
      console.log(
        `${ok ? 'ok' : 'FAIL'} ${c.name}.mp4 ${(mp4.length / 1024).toFixed(0)} KB (${kinds[0]}), ${c.name}.jpg ${(jpg.length / 1024).toFixed(0)} KB (${kinds[1]}); ` +
          `plays: ${play.why}, duration ${Number(play.duration).toFixed(2)} s, ${play.width}x${play.height}`,
      )
    }
  } finally {
    await browser.close()
  }
  if (failed) {
    console.error(`${failed} clip(s) failed`)
    process.exit(1)
  }
}

await main()
