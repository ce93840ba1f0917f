// A booking's or a time card's code as a QR code (qrcode-generator, as the pickup code draws its own).
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
