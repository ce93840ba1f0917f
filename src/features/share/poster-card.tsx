// The poster as views (mini-programs and React Native show it so; H5 shows the drawn picture).
import { Image, Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import type { PosterTexts } from './poster-draw'
import { qrDataUrl } from './qr'
import './texts'
import './share.scss'

/** A red card with the voucher's terms, and the link's QR under it. */
export function PosterCard({ texts, link }: { texts: PosterTexts; link: string }) {
  const src = useMemo(() => qrDataUrl(link), [link])
  return (
    <View className='poster' data-testid='poster'>
      <View className='poster__head'>
        <Text className='poster__sharer'>{texts.sharer}</Text>
        <Text className='poster__discount'>{texts.discount}</Text>
        <Text className='poster__title'>{texts.title}</Text>
        <Text className='poster__terms'>{`${texts.threshold} · ${texts.validTo}`}</Text>
      </View>
      <Image className='poster__qr' src={src} data-testid='poster-qr' />
      <Text className='poster__scan'>{texts.scan}</Text>
    </View>
  )
}
