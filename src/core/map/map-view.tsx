import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { MAP_TILE_PATH, MAP_ZOOM_DEFAULT, MAP_ZOOM_MAX, MAP_ZOOM_MIN } from '~types/map-codes'
import { apiBase } from '../request'
import { distanceM, type LatLng } from './distance'
import { inView, tilesFor, toLatLng, toPixel } from './projection'
import './map-view.scss'

export interface MapMarker extends LatLng {
  id: string
  label?: string
  /** `me`: the user's position (blue); otherwise a place (red) */
  kind?: 'me' | 'place'
}

export interface MapViewProps {
  centre: LatLng
  zoom?: number
  height: number
  /** width in px; the window's width by default */
  width?: number
  markers?: MapMarker[]
  /** the way there: a drawn straight line from `from` to `to` with its length (`label(metres)` names it) */
  route?: { from: LatLng; to: LatLng; label: (metres: number) => string }
  /** a fixed pin in the middle (picking a place: the map moves under it) */
  centrePin?: boolean
  /** the centre after a drag or a zoom */
  onMoved?: (centre: LatLng) => void
  onMarker?: (id: string) => void
}

const tileUrl = (z: number, x: number, y: number) =>
  `${apiBase()}${MAP_TILE_PATH}`.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y))
const DOT_GAP = 7

type TouchLike = { touches?: ArrayLike<{ pageX?: number; clientX?: number; pageY?: number; clientY?: number }> }
const pointOf = (ev: unknown) => {
  const t = (ev as TouchLike).touches?.[0]
  return t ? { x: t.pageX ?? t.clientX ?? 0, y: t.pageY ?? t.clientY ?? 0 } : undefined
}

/**
 * The drawn map (ADR 0131) on every platform: tiles from our server as images, markers, the way there as a dotted
 * line with its distance, drag to pan, zoom buttons. Built from View, Image and Text only, so the same component
 * runs on H5, the mini-programs and React Native.
 */
export function MapView(p: MapViewProps) {
  // the window's width, again after a resize (a phone turned, a browser window narrowed)
  const [, setResized] = useState(0)
  useEffect(() => {
    const again = () => setResized((n) => n + 1)
    Taro.onWindowResize?.(again)
    return () => Taro.offWindowResize?.(again)
  }, [])
  const width = p.width ?? Taro.getSystemInfoSync().windowWidth
  const h = p.height
  const [centre, setCentre] = useState<LatLng>(p.centre)
  const [zoom, setZoom] = useState(p.zoom ?? MAP_ZOOM_DEFAULT)
  const drag = useRef<{ x: number; y: number; px: { x: number; y: number } } | undefined>(undefined)
  useEffect(() => setCentre(p.centre), [p.centre.latitude, p.centre.longitude])

  const tiles = tilesFor(centre, zoom, width, h)
  const place = (q: LatLng) => inView(centre, zoom, width, h, q)
  const moved = (c: LatLng) => p.onMoved?.(c)

  const start = (e: unknown) => {
    const at = pointOf(e)
    if (at) drag.current = { ...at, px: toPixel(centre, zoom) }
  }
  const move = (e: unknown) => {
    const at = pointOf(e)
    const d = drag.current
    if (!at || !d) return
    setCentre(toLatLng(d.px.x - (at.x - d.x), d.px.y - (at.y - d.y), zoom))
  }
  const end = () => {
    if (drag.current) moved(centre)
    drag.current = undefined
  }
  const zoomBy = (dz: number) => {
    const z = Math.min(MAP_ZOOM_MAX, Math.max(MAP_ZOOM_MIN, zoom + dz))
    setZoom(z)
    moved(centre)
  }

  let dots: Array<{ left: number; top: number }> = []
  let tag: { left: number; top: number; text: string } | undefined
  if (p.route) {
    const a = place(p.route.from)
    const b = place(p.route.to)
    const len = Math.hypot(b.left - a.left, b.top - a.top)
    const n = Math.min(400, Math.floor(len / DOT_GAP))
    dots = Array.from({ length: n }, (_, i) => ({
      left: a.left + ((b.left - a.left) * i) / Math.max(1, n),
      top: a.top + ((b.top - a.top) * i) / Math.max(1, n),
    })).filter((d) => d.left > -4 && d.top > -4 && d.left < width + 4 && d.top < h + 4)
    const mid = { left: (a.left + b.left) / 2, top: (a.top + b.top) / 2 }
    tag = {
      left: Math.min(width - 90, Math.max(4, mid.left - 40)),
      top: Math.min(h - 30, Math.max(4, mid.top - 24)),
      text: p.route.label(distanceM(p.route.from, p.route.to)),
    }
  }

  return (
    <View
      className='map-view'
      style={{ width: p.width ?? '100%', height: h }}
      data-testid='map-view'
      onTouchStart={start}
      onTouchMove={move}
      onTouchEnd={end}
      onTouchCancel={end}
    >
      {tiles.map((t) => (
        <Image
          key={t.key}
          className='map-view__tile'
          style={{ left: t.left, top: t.top, width: 256, height: 256 }}
          src={tileUrl(t.z, t.x, t.y)}
          mode='scaleToFill'
        />
      ))}
      {dots.map((d, i) => (
        <View key={`d${i}`} className='map-view__dot' style={{ left: d.left - 2, top: d.top - 2 }} />
      ))}
      {(p.markers ?? []).map((m) => {
        const at = place(m)
        return (
          <View
            key={m.id}
            className='map-view__marker'
            style={{ left: at.left - 60, top: at.top - 9 }}
            data-testid={`map-marker-${m.id}`}
            onClick={() => p.onMarker?.(m.id)}
          >
            <View className={m.kind === 'me' ? 'map-view__pin map-view__pin--me' : 'map-view__pin'} />
            {m.label ? <Text className='map-view__label'>{m.label}</Text> : null}
          </View>
        )
      })}
      {tag ? (
        <Text className='map-view__tag' style={{ left: tag.left, top: tag.top }} data-testid='map-route-distance'>
          {tag.text}
        </Text>
      ) : null}
      {p.centrePin ? <View className='map-view__centre' style={{ left: width / 2 - 10, top: h / 2 - 10 }} /> : null}
      <View className='map-view__zoom'>
        <View className='map-view__zoom-btn' data-testid='map-zoom-in' onClick={() => zoomBy(1)}>
          <Text className='map-view__zoom-text'>+</Text>
        </View>
        <View className='map-view__zoom-btn' data-testid='map-zoom-out' onClick={() => zoomBy(-1)}>
          <Text className='map-view__zoom-text'>−</Text>
        </View>
      </View>
    </View>
  )
}
