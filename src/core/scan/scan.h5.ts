// H5 twin of scan.ts: the camera (getUserMedia, frames drawn on a canvas) or a chosen picture, read by jsqr
// (loaded on first use). A plain DOM layer over the page, so any screen or link can scan without a page of its own.
import { t } from '../i18n'

type Decode = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null
let decoder: Promise<Decode> | undefined
const loadDecoder = () => (decoder ??= import(/* webpackChunkName: "jsqr" */ 'jsqr').then((m) => (m.default ?? m) as unknown as Decode))

/** The longest side a frame or picture is scaled to before it is read (larger pictures gain nothing but time). */
const MAX_SIDE = 1024
const FRAME_MS = 250

/** Read a QR code in a drawable source (an image or a video frame); null when none is found. */
export async function decodeSource(src: CanvasImageSource, width: number, height: number): Promise<string | null> {
  if (!width || !height) return null
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height))
  const w = Math.max(1, Math.round(width * scale))
  const h = Math.max(1, Math.round(height * scale))
  const canvas = document.createElement('canvas')
  canvas.width = w
  canvas.height = h
  const g = canvas.getContext('2d', { willReadFrequently: true } as CanvasRenderingContext2DSettings)
  if (!g) return null
  g.fillStyle = '#fff'
  g.fillRect(0, 0, w, h)
  g.drawImage(src, 0, 0, w, h)
  const img = g.getImageData(0, 0, w, h)
  const decode = await loadDecoder()
  return decode(img.data, w, h)?.data || null
}

/** A chosen picture's QR code text, or null. */
export async function decodeFile(file: Blob): Promise<string | null> {
  const url = URL.createObjectURL(file)
  try {
    const img = new Image()
    img.src = url
    await img.decode()
    return await decodeSource(img, img.naturalWidth, img.naturalHeight)
  } catch {
    return null
  } finally {
    URL.revokeObjectURL(url)
  }
}

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, style: Partial<CSSStyleDeclaration>, text?: string) => {
  const e = document.createElement(tag)
  Object.assign(e.style, style)
  if (text !== undefined) e.textContent = text
  return e
}

/**
 * Scan a QR code: a layer with the camera's picture (when the browser gives one), a "choose a picture" button and
 * cancel. Resolves with the text read, or null (cancelled, or a chosen picture held no code: the caller shows
 * "code recognition failure").
 */
export function scanCode(): Promise<string | null> {
  return new Promise((resolve) => {
    const layer = el('div', {
      position: 'fixed',
      left: '0',
      top: '0',
      right: '0',
      bottom: '0',
      zIndex: '10080',
      background: '#000',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
    })
    layer.setAttribute('data-testid', 'scan-layer')
    const video = el('video', { width: '100%', maxHeight: '70vh', objectFit: 'cover' })
    video.setAttribute('playsinline', 'true')
    video.muted = true
    const hint = el('div', { color: '#fff', fontSize: '14px', margin: '12px 16px', textAlign: 'center' }, t('common:scan.hint'))
    const row = el('div', { display: 'flex', flexDirection: 'row', margin: '12px 16px' })
    const button = (text: string, id: string) => {
      const b = el(
        'button',
        { margin: '0 8px', padding: '10px 16px', fontSize: '14px', borderRadius: '20px', border: '1px solid #fff', background: 'transparent', color: '#fff' },
        text,
      )
      b.setAttribute('data-testid', id)
      return b
    }
    const pick = button(t('common:scan.picture'), 'scan-picture')
    const cancel = button(t('common:cancel'), 'scan-cancel')
    const file = el('input', { display: 'none' })
    file.type = 'file'
    file.accept = 'image/*'
    file.setAttribute('data-testid', 'scan-file')
    row.append(pick, cancel)
    layer.append(video, hint, row, file)
    document.body.appendChild(layer)

    let stream: MediaStream | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    let done = false
    const finish = (text: string | null) => {
      if (done) return
      done = true
      if (timer) clearTimeout(timer)
      stream?.getTracks().forEach((tr) => tr.stop())
      layer.remove()
      resolve(text)
    }
    cancel.onclick = () => finish(null)
    pick.onclick = () => file.click()
    file.onchange = () => {
      const f = file.files?.[0]
      if (f) void decodeFile(f).then((text) => finish(text ?? ''))
    }
    const frame = async () => {
      if (done) return
      if (video.readyState >= 2) {
        const text = await decodeSource(video, video.videoWidth, video.videoHeight).catch(() => null)
        if (text) return finish(text)
      }
      timer = setTimeout(() => void frame(), FRAME_MS)
    }
    const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined
    if (media?.getUserMedia) {
      media
        .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
        .then(async (s) => {
          if (done) return s.getTracks().forEach((tr) => tr.stop())
          stream = s
          video.srcObject = s
          await video.play().catch(() => undefined)
          void frame()
        })
        .catch(() => {
          // no camera (or refused): the picture is the way
          video.style.display = 'none'
          hint.textContent = t('common:scan.noCamera')
        })
    } else {
      video.style.display = 'none'
      hint.textContent = t('common:scan.noCamera')
    }
  })
}
