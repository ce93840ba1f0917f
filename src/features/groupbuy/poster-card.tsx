// The invitation poster as views (mini-programs and React Native show it so; H5 shows the drawn picture).
import { Image, Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import type { PosterTexts } from './poster-draw'
import { qrDataUrl } from './qr'
import './texts'
import './groupbuy.scss'

export function PosterCard({ texts, link }: { texts: PosterTexts; link: string }) {
  const src = useMemo(() => qrDataUrl(link), [link])
  return (
    <View className='gb-poster' data-testid='gb-poster'>
      <View className='gb-poster__head'>
        <Text className='gb-poster__leader'>{texts.leader}</Text>
        <Text className='gb-poster__price'>{texts.price}</Text>
        <Text className='gb-poster__title'>{texts.title}</Text>
      </View>
      <Image className='gb-poster__qr' src={src} data-testid='gb-poster-qr' />
      <Text className='gb-poster__scan'>{texts.scan}</Text>
    </View>
  )
}
