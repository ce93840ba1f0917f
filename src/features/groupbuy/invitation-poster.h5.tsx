// H5: the poster drawn into one picture; long-press keeps it, "save poster" downloads it (a page cannot write the album).
import { Image, Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { useT } from '@/core/i18n'
import { toast } from '@/core/ui'
import { PosterCard } from './poster-card'
import { drawPoster, POSTER_H, POSTER_W, type Canvas2d, type PosterTexts } from './poster-draw'
import './texts'
import './groupbuy.scss'

/** The poster as one PNG (twice the size); undefined where the browser has no canvas. */
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

export function InvitationPoster({ texts, link }: { texts: PosterTexts; link: string }) {
  const { t } = useT('groupbuy')
  const png = useMemo(() => posterPng(texts, link), [texts, link])
  const save = () => {
    try {
      if (!png) throw new Error('no canvas')
      const a = document.createElement('a')
      a.href = png
      a.download = 'group-invitation.png'
      document.body.appendChild(a)
      a.click()
      a.remove()
      toast(t('imageSaved'), 'success')
    } catch {
      toast(t('imageSaveFailed'))
    }
  }
  return (
    <View className='gb-poster-box'>
      {png ? (
        <Image className='gb-poster-box__img' src={png} mode='widthFix' showMenuByLongpress data-testid='gb-poster-img' />
      ) : (
        <PosterCard texts={texts} link={link} />
      )}
      <Text className='gb-poster-box__hint'>{t('posterHint')}</Text>
      <View className='gb-btn gb-btn--ghost gb-btn--poster' data-testid='gb-save-poster' onClick={save}>
        <Text className='gb-btn__text gb-btn__text--ghost'>{t('savePoster')}</Text>
      </View>
    </View>
  )
}
