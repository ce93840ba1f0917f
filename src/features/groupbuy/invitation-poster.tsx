// Mini-programs: the poster shown as views, and drawn on a canvas to be saved to the album.
import { Canvas, Text, View } from '@tarojs/components'
import { useT } from '@/core/i18n'
import { toast } from '@/core/ui'
import { saveCanvasToAlbum } from '@/core/ui/save-canvas'
import { PosterCard } from './poster-card'
import { drawPoster, POSTER_H, POSTER_W, type Canvas2d, type PosterTexts } from './poster-draw'
import './texts'
import './groupbuy.scss'

const CANVAS_ID = 'gb-poster'

/** The poster and "save poster": drawn off the screen, written to a file, saved to the album (the host asks for the permission). */
export function InvitationPoster({ texts, link }: { texts: PosterTexts; link: string }) {
  const { t } = useT('groupbuy')
  const save = async () => {
    const saved = await saveCanvasToAlbum(CANVAS_ID, POSTER_W, POSTER_H, (ctx) => drawPoster(ctx as unknown as Canvas2d, texts, link))
    if (saved) toast(t('imageSaved'), 'success')
    else toast(t('imageSaveFailed'))
  }
  return (
    <View className='gb-poster-box'>
      <PosterCard texts={texts} link={link} />
      <View className='gb-btn gb-btn--ghost gb-btn--poster' data-testid='gb-save-poster' onClick={() => void save()}>
        <Text className='gb-btn__text gb-btn__text--ghost'>{t('savePoster')}</Text>
      </View>
      <Canvas canvasId={CANVAS_ID} className='gb-poster-box__canvas' style={{ width: `${POSTER_W}px`, height: `${POSTER_H}px` }} />
    </View>
  )
}
