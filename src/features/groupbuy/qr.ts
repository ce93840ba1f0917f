// The QR of an invitation link (qrcode-generator, highest error correction, as the share poster draws it).
import qrcode from 'qrcode-generator'

function make(text: string) {
  const qr = qrcode(0, 'H')
  qr.addData(text)
  qr.make()
  return qr
}

/** The QR as a GIF data URL about 354 px wide (spec section 9's QR size). */
export function qrDataUrl(text: string): string {
  const qr = make(text)
  return qr.createDataURL(Math.max(1, Math.floor(354 / qr.getModuleCount())), 0)
}

/** The QR's modules: `n` per side and whether each (row, col) is dark. */
export function qrModules(text: string): { n: number; dark: (r: number, c: number) => boolean } {
  const qr = make(text)
  return { n: qr.getModuleCount(), dark: (r, c) => qr.isDark(r, c) }
}
