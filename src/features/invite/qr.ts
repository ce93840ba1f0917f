// The QR of an invitation link (as the share poster draws it): qrcode-generator, highest error correction.
// A data URL picture every host shows.
import qrcode from 'qrcode-generator'

/** Spec section 9 QR defaults: 354 px, margin 0, black on white, error correction H. */
export const QR_SIZE = 354

function make(text: string) {
  const qr = qrcode(0, 'H')
  qr.addData(text)
  qr.make()
  return qr
}

/** The QR as a GIF data URL about QR_SIZE wide. */
export function qrDataUrl(text: string): string {
  const qr = make(text)
  const cell = Math.max(1, Math.floor(QR_SIZE / qr.getModuleCount()))
  return qr.createDataURL(cell, 0)
}

/** The QR's modules: `n` per side and whether each (row, col) is dark. */
export function qrModules(text: string): { n: number; dark: (r: number, c: number) => boolean } {
  const qr = make(text)
  return { n: qr.getModuleCount(), dark: (r, c) => qr.isDark(r, c) }
}
