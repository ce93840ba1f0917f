// The invitation poster drawn on a 2D canvas: the mini-programs' canvas context and the browser's take these calls.
import { qrModules } from './qr'

/** The few canvas calls the poster makes. */
export interface Canvas2d {
  fillStyle: unknown
  font: string
  textAlign: unknown
  fillRect(x: number, y: number, w: number, h: number): void
  fillText(text: string, x: number, y: number, maxWidth?: number): void
}

/** What the poster says. */
export interface PosterTexts {
  leader: string
  title: string
  price: string
  scan: string
}

export const POSTER_W = 300
export const POSTER_H = 440

/** Draw the poster: a coloured head with who invites, the item and its group price, then the link's QR on white. */
export function drawPoster(ctx: Canvas2d, texts: PosterTexts, link: string) {
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, POSTER_W, POSTER_H)
  ctx.fillStyle = '#e93b3d'
  ctx.fillRect(0, 0, POSTER_W, 150)
  ctx.textAlign = 'center'
  ctx.fillStyle = '#ffffff'
  ctx.font = '14px sans-serif'
  ctx.fillText(texts.leader, POSTER_W / 2, 30, POSTER_W - 24)
  ctx.font = 'bold 28px sans-serif'
  ctx.fillText(texts.price, POSTER_W / 2, 78, POSTER_W - 24)
  ctx.font = '15px sans-serif'
  ctx.fillText(texts.title, POSTER_W / 2, 118, POSTER_W - 24)
  const qr = qrModules(link)
  const cell = Math.floor(200 / qr.n)
  const side = cell * qr.n
  const x0 = Math.round((POSTER_W - side) / 2)
  const y0 = 170
  ctx.fillStyle = '#000000'
  for (let r = 0; r < qr.n; r++) for (let c = 0; c < qr.n; c++) if (qr.dark(r, c)) ctx.fillRect(x0 + c * cell, y0 + r * cell, cell, cell)
  ctx.fillStyle = '#666666'
  ctx.font = '13px sans-serif'
  ctx.fillText(texts.scan, POSTER_W / 2, y0 + side + 30, POSTER_W - 24)
}
