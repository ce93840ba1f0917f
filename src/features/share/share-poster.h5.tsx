// H5: the poster drawn into a picture the visitor long-presses or screenshots to keep (a page cannot write the album).
import { Image, Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { useT } from '@/core/i18n'
import { PosterCard } from './poster-card'
import { drawPoster, POSTER_H, POSTER_W, type Canvas2d, type PosterTexts } from './poster-draw'
import './texts'
import './share.scss'

/** The poster as one PNG (twice the size, for sharp screens); undefined where the browser has no canvas. */
function posterPng(texts: PosterTexts, link: string): string | undefined {
  try {
    const el = document.createElement('canvas')
    el.width = POSTER_W * 2
    el.height = POSTER_H * 2
    const ctx = el.getContext('2d')
    if (!ctx) return undefined
    ctx.scale(2, 2)
    drawPoster(ctx as unknown as Canvas2d, texts, link)
    return el.toDataURL('image/png')
  } catch {
    return undefined
  }
}

export function SharePoster({ texts, link }: { texts: PosterTexts; link: string }) {
  const { t } = useT('share')
  const png = useMemo(() => posterPng(texts, link), [texts, link])
  return (
    <View className='share-poster'>
      {png ? (
        <Image className='share-poster__img' src={png} mode='widthFix' showMenuByLongpress data-testid='poster-img' />
      ) : (
        <PosterCard texts={texts} link={link} />
      )}
      <Text className='share-poster__hint' data-testid='poster-hint'>
        {t('posterHint')}
      </Text>
    </View>
  )
}
