// React Native: the poster shown as views, and drawn as an SVG whose PNG is saved to the photo library.
import { CameraRoll } from '@react-native-camera-roll/camera-roll'
import { Text, View } from '@tarojs/components'
import * as FileSystem from 'expo-file-system'
import { useMemo, useRef } from 'react'
import Svg, { Rect, Text as SvgText } from 'react-native-svg'
import { useT } from '@/core/i18n'
import { toast } from '@/core/ui'
import { PosterCard } from './poster-card'
import { POSTER_H, POSTER_W, type PosterTexts } from './poster-draw'
import { qrModules } from './qr'
import './texts'
import './groupbuy.scss'

type SvgRef = { toDataURL: (cb: (base64: string) => void, o?: { width: number; height: number }) => void }

export function InvitationPoster({ texts, link }: { texts: PosterTexts; link: string }) {
  const { t } = useT('groupbuy')
  const ref = useRef<SvgRef | null>(null)
  const cells = useMemo(() => {
    const qr = qrModules(link)
    const cell = Math.floor(200 / qr.n)
    const x0 = Math.round((POSTER_W - cell * qr.n) / 2)
    const out: Array<{ x: number; y: number; s: number }> = []
    for (let r = 0; r < qr.n; r++) for (let c = 0; c < qr.n; c++) if (qr.dark(r, c)) out.push({ x: x0 + c * cell, y: 170 + r * cell, s: cell })
    return { out, bottom: 170 + cell * qr.n }
  }, [link])
  const save = () => {
    const svg = ref.current
    if (!svg) return toast(t('imageSaveFailed'))
    svg.toDataURL(
      (b64) =>
        void (async () => {
          try {
            const file = `${FileSystem.cacheDirectory ?? ''}gb-poster-${Date.now()}.png`
            await FileSystem.writeAsStringAsync(file, b64, { encoding: FileSystem.EncodingType.Base64 })
            await CameraRoll.save(file, { type: 'photo' })
            toast(t('imageSaved'), 'success')
          } catch {
            toast(t('imageSaveFailed'))
          }
        })(),
      { width: POSTER_W * 2, height: POSTER_H * 2 },
    )
  }
  return (
    <View className='gb-poster-box'>
      <PosterCard texts={texts} link={link} />
      <View className='gb-btn gb-btn--ghost gb-btn--poster' data-testid='gb-save-poster' onClick={save}>
        <Text className='gb-btn__text gb-btn__text--ghost'>{t('savePoster')}</Text>
      </View>
      <View className='gb-poster-box__canvas'>
        <Svg ref={ref as never} width={POSTER_W} height={POSTER_H}>
          <Rect x={0} y={0} width={POSTER_W} height={POSTER_H} fill='#ffffff' />
          <Rect x={0} y={0} width={POSTER_W} height={150} fill='#e93b3d' />
          <SvgText x={POSTER_W / 2} y={30} fill='#ffffff' fontSize={14} textAnchor='middle'>
            {texts.leader}
          </SvgText>
          <SvgText x={POSTER_W / 2} y={78} fill='#ffffff' fontSize={28} fontWeight='bold' textAnchor='middle'>
            {texts.price}
          </SvgText>
          <SvgText x={POSTER_W / 2} y={118} fill='#ffffff' fontSize={15} textAnchor='middle'>
            {texts.title}
          </SvgText>
          {cells.out.map((c) => (
            <Rect key={`${c.x}-${c.y}`} x={c.x} y={c.y} width={c.s} height={c.s} fill='#000000' />
          ))}
          <SvgText x={POSTER_W / 2} y={cells.bottom + 30} fill='#666666' fontSize={13} textAnchor='middle'>
            {texts.scan}
          </SvgText>
        </Svg>
      </View>
    </View>
  )
}
