// The store's pay QR code: qrcode-generator (as the pickup code, the voucher share and the join link draw theirs),
// highest error correction, a GIF data URL every host shows without a canvas.
import qrcode from 'qrcode-generator'

/** Spec section 9 QR defaults: 354 px, margin 0, black on white, error correction H. */
export const QR_SIZE = 354

export function qrDataUrl(text: string): string {
  const qr = qrcode(0, 'H')
  qr.addData(text)
  qr.make()
  const cell = Math.max(1, Math.floor(QR_SIZE / qr.getModuleCount()))
  return qr.createDataURL(cell, 0)
}
