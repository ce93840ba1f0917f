// The share poster drawn on a 2D canvas: the mini-programs' canvas context and the browser's both take these calls.
import { qrModules } from './qr'

/** The few canvas calls the poster makes (the browser's CanvasRenderingContext2D and the mini-programs' CanvasContext). */
export interface Canvas2d {
  fillStyle: unknown
  font: string
  textAlign: unknown
  fillRect(x: number, y: number, w: number, h: number): void
  fillText(text: string, x: number, y: number, maxWidth?: number): void
}

/** What the poster says. */
export interface PosterTexts {
  title: string
  discount: string
  threshold: string
  sharer: string
  validTo: string
  scan: string
}

export const POSTER_W = 300
export const POSTER_H = 460

/** Draw the poster (POSTER_W x POSTER_H): a red card with the voucher's terms, then the link's QR on white. */
export function drawPoster(ctx: Canvas2d, texts: PosterTexts, link: string) {
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, POSTER_W, POSTER_H)
  ctx.fillStyle = '#e93b3d'
  ctx.fillRect(0, 0, POSTER_W, 170)
  ctx.textAlign = 'center'
  ctx.fillStyle = '#ffffff'
  ctx.font = '14px sans-serif'
  ctx.fillText(texts.sharer, POSTER_W / 2, 30, POSTER_W - 24)
  ctx.font = 'bold 36px sans-serif'
  ctx.fillText(texts.discount, POSTER_W / 2, 80, POSTER_W - 24)
  ctx.font = '15px sans-serif'
  ctx.fillText(texts.title, POSTER_W / 2, 112, POSTER_W - 24)
  ctx.font = '12px sans-serif'
  ctx.fillText(`${texts.threshold} · ${texts.validTo}`, POSTER_W / 2, 140, POSTER_W - 24)
  const qr = qrModules(link)
  const size = 200
  const cell = Math.floor(size / qr.n)
  const side = cell * qr.n
  const x0 = Math.round((POSTER_W - side) / 2)
  const y0 = 190
  ctx.fillStyle = '#000000'
  for (let r = 0; r < qr.n; r++) for (let c = 0; c < qr.n; c++) if (qr.dark(r, c)) ctx.fillRect(x0 + c * cell, y0 + r * cell, cell, cell)
  ctx.fillStyle = '#666666'
  ctx.font = '13px sans-serif'
  ctx.fillText(texts.scan, POSTER_W / 2, y0 + side + 30, POSTER_W - 24)
}
