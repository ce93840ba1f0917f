import { Image } from '@tarojs/components'

export interface IconProps {
  /** the picture: an SVG document of our own (a string bundled with the feature that draws it) */
  svg: string
  /** width and height in px (design width 375) */
  size?: number
  className?: string
  'data-testid'?: string
}

/** H5 and mini-programs: the SVG as a data URL in Taro's Image (no request, no other host). */
export function Icon({ svg, size = 24, className, 'data-testid': testId }: IconProps) {
  return (
    <Image
      className={className}
      data-testid={testId}
      src={`data:image/svg+xml,${encodeURIComponent(svg)}`}
      style={{ width: `${size}px`, height: `${size}px` }}
      mode='aspectFit'
    />
  )
}
