import { Text, View } from '@tarojs/components'
import { Carousel, RemoteImage } from '@/core/ui'
import { warmFonts } from '@/core/ui/warm-fonts'
import { useEffect, useRef, useState } from 'react'
import type { StartLayout } from '~types/system'
import { useT } from '@/core/i18n'
import { nav, parseQuery, type PageName, type Params, usePageParams } from '@/core/navigation'
import { storage } from '@/core/storage'
import { useSettingsStore } from '@/core/stores'
import { routeByPath } from '@/routes/index'
import { loadAppConfig } from './app-config'
import { bootAd, removeBootFrameAfterAd } from './first-load'
import { openLink } from './links'
import './shell.scss'
import './shell-web'

const SHOWN_KEY = 'mall-splash-shown'
/** The splash settings of the last configuration seen: with no ad due, the next start need not wait for the server. */
const LAYOUT_KEY = 'mall-splash-layout'

/** The splash layout remembered from the last start (null: never seen, or unreadable). */
function rememberedLayout(): StartLayout | null {
  try {
    return JSON.parse(storage.getItem(LAYOUT_KEY) || 'null') as StartLayout | null
  } catch {
    return null
  }
}

/** How many times the splash was shown today; showCount 0 means "every time". */
export function mayShow(layout: StartLayout): boolean {
  if (!layout.open || !layout.imgList.length) return false
  if (!layout.showCount) return true
  const today = new Date().toISOString().slice(0, 10)
  const rec = JSON.parse(storage.getItem(SHOWN_KEY) || '{}') as { day?: string; n?: number }
  return rec.day !== today || (rec.n ?? 0) < layout.showCount
}

export function countShown() {
  const today = new Date().toISOString().slice(0, 10)
  const rec = JSON.parse(storage.getItem(SHOWN_KEY) || '{}') as { day?: string; n?: number }
  storage.setItem(SHOWN_KEY, JSON.stringify({ day: today, n: rec.day === today ? (rec.n ?? 0) + 1 : 1 }))
}

/** The page the first load asked for (`url` query as `usePageParams` gives it, set by the first-load guard), else home. */
export function targetOf(decoded: string | undefined): { name: PageName; params?: Params } {
  if (!decoded) return { name: 'tabbar/index' }
  const r = routeByPath(decoded)
  if (!r || r.name === 'splash') return { name: 'tabbar/index' }
  const q = decoded.split('?')[1]
  return { name: r.name, params: parseQuery(q) }
}

export function SplashScreen() {
  const params = usePageParams('splash')
  const { t } = useT('shell')
  const [layout, setLayout] = useState<StartLayout | null>(null)
  const [left, setLeft] = useState(0)
  const done = useRef(false)
  // the fonts being readied while the ad shows (H5, warmFonts): they stop when the target opens
  const stopFonts = useRef(() => undefined as void)
  const target = targetOf(params.url)

  const proceed = (link?: string) => {
    if (done.current) return
    done.current = true
    stopFonts.current()
    const r = routeByPath(target.name)
    const go = r?.tab ? nav.switchTab(target.name) : nav.relaunch(target.name, target.params)
    void go.catch(() => nav.relaunch('tabbar/index')).then(() => (link ? openLink(link) : undefined))
  }

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let gone = false
    // the ad shows from `since` for its timing (at least 1 s), counted down to the second; then the target
    const show = (l: StartLayout, since: number) => {
      countShown()
      const end = since + Math.max(l.timing, 1) * 1000
      // (the boot frame showed it for its whole time while the app's code loaded: on to the target, the
      // frame's picture stays until the target page shows)
      if (end <= Date.now()) return proceed()
      setLayout(l)
      // one step each time the shown second changes, the last one exactly at the end
      const tick = () => {
        if (done.current) return
        const ms = end - Date.now()
        if (ms <= 0) return proceed()
        setLeft(Math.ceil(ms / 1000))
        timer = setTimeout(tick, ((ms - 1) % 1000) + 1)
      }
      tick()
    }
    // the target's code (H5) and data start loading now, whatever the splash then does; once its code
    // (and stylesheet) is here and while an ad still shows, H5 readies the fonts of its text sizes at idle
    void nav.preload(target.name, target.params).then(() => {
      if (!gone && !done.current) stopFonts.current = warmFonts()
    })
    // H5: index.html's boot frame already shows the ad (the server wrote the layout into the page): take
    // it over with the same layout and picture, without waiting for the server, its time counted from
    // when the frame put it up
    const boot = bootAd(useSettingsStore.getState().tenant)
    // (a picture still loading, e.g. sized on its first request: its time starts now, as the splash shows it)
    if (boot) show(boot.layout, boot.at ?? Date.now())
    else {
      // no ad due by what the last start saw: open the target at once (the configuration still loads, for the pages)
      const known = rememberedLayout()
      if (known && !mayShow(known)) proceed()
    }
    void loadAppConfig().then((cfg) => {
      const l = cfg?.start.layout
      if (l) storage.setItem(LAYOUT_KEY, JSON.stringify({ ...l, imgList: l.imgList.map((i) => ({ url: i.url })) }))
      if (boot || gone || done.current) return
      if (!l || !mayShow(l)) return proceed()
      show(l, Date.now())
    })
    return () => {
      gone = true
      clearTimeout(timer)
      stopFonts.current()
    }
  }, [])

  // the splash's own picture is in place (the boot frame's, same URL): the frame goes, once its picture
  // has painted if it was still loading
  useEffect(() => {
    if (layout) removeBootFrameAfterAd()
  }, [layout])

  // nothing to show yet (on H5 index.html's boot frame stays above it until a page or the ad shows)
  if (!layout) return <View className='splash splash--blank' />
  const images = layout.showType === 2 ? layout.imgList : layout.imgList.slice(0, 1)
  return (
    <View className='splash' data-testid='splash'>
      {images.length > 1 ? (
        <Carousel
          className='splash__swiper'
          items={images}
          itemKey={(img) => img.url}
          render={(img, i) => <RemoteImage className='splash__img' src={img.url} mode='aspectFill' size='detail' priority={i === 0} />}
          onItemClick={(img) => proceed(img.link)}
          autoplay
          circular
        />
      ) : (
        <RemoteImage className='splash__img' src={images[0].url} mode='aspectFill' size='detail' priority onClick={() => proceed(images[0].link)} />
      )}
      <View className='splash__brand'>
        <Text className='splash__brand-name'>{t('common:appName')}</Text>
      </View>
      <View className='splash__skip' onClick={() => proceed()}>
        <Text>{t('splash.skip', { n: left })}</Text>
      </View>
    </View>
  )
}
