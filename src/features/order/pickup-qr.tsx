import { Image } from '@tarojs/components'
import qrcode from 'qrcode-generator'
import { useMemo } from 'react'

/** Spec section 9 QR defaults: 354 px, margin 0, black on white, highest error correction (H). */
const QR_SIZE = 354

/** A pickup code as a QR picture (a data URL image: no canvas, so every host draws it). */
export function PickupQr({ text, className }: { text: string; className?: string }) {
  const src = useMemo(() => {
    const qr = qrcode(0, 'H')
    qr.addData(text)
    qr.make()
    const cell = Math.max(1, Math.floor(QR_SIZE / qr.getModuleCount()))
    return qr.createDataURL(cell, 0)
  }, [text])
  return <Image className={className} src={src} data-testid='pickup-qr' />
}
