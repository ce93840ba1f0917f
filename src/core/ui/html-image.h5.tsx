/**
 * H5 only, when the build uses Taro's React components (`h5.useHtmlComponents`): Taro's Image.
 * config/index.ts puts this module in place of `@tarojs/components-react`'s own Image module.
 *
 * Taro's React Image handles every `load` by reading the picture's rendered `width` and `height` for the
 * event's `detail`, even when nobody listens: a picture that arrives while the page's layout is dirty (a
 * page that has just rendered) forces the whole layout inside that event (24 ms unthrottled on product
 * detail, the buy bar's cart icon: one long task on a phone). This Image is the same markup and classes;
 * `detail` is computed only when an `onLoad` reads it. Lazy pictures (`lazyLoad`) keep Taro's Image.
 */
import TaroImage from '@tarojs/components-react/dist/components/image/index.js'
import { forwardRef, type ComponentProps, type SyntheticEvent } from 'react'

type Props = ComponentProps<typeof TaroImage> & {
  src?: string
  mode?: string
  lazyLoad?: boolean
  imgProps?: Record<string, unknown>
  onLoad?: (e: SyntheticEvent<HTMLImageElement>) => void
  onError?: (e: SyntheticEvent<HTMLImageElement>) => void
}

/** Taro's `detail` of a load event, read only when asked for */
function withDetail(e: SyntheticEvent<HTMLImageElement>) {
  const img = e.target as HTMLImageElement
  Object.defineProperty(e, 'detail', { enumerable: true, configurable: true, get: () => ({ width: img.width, height: img.height }) })
  return e
}

const Image = forwardRef<HTMLDivElement, Props>(function Image(props, ref) {
  const { className, style, src, mode, onLoad, onError, lazyLoad, imgProps, ...rest } = props
  if (lazyLoad) return <TaroImage {...(props as object)} ref={ref as never} />
  const fit = `taro-img__mode-${(mode || 'scaleToFill').toLowerCase().replace(/\s/g, '')}`
  const cls = ['taro-img', mode === 'widthFix' ? 'taro-img__widthfix' : '', className ?? ''].filter(Boolean).join(' ')
  return (
    <div {...(rest as object)} className={cls} style={style ?? {}} ref={ref}>
      <img className={fit} src={src} onLoad={onLoad ? (e) => onLoad(withDetail(e)) : undefined} onError={onError} {...imgProps} />
    </div>
  )
})

export default Image
