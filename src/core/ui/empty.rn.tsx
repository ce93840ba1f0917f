import { Image, Text, View } from '@tarojs/components'
import { isValidElement, type ReactNode } from 'react'
import { EMPTY_PICTURES } from './empty-pictures'
import { mergeStyle } from './rn-style'

export { useEmptyPicture } from './empty-pictures'

/** The subset of NutUI's Empty props the app uses (see empty.tsx for H5 and mini-programs). */
interface EmptyProps {
  status?: 'empty' | 'error' | 'network'
  description?: ReactNode
  /** a picture instead of the status's own one (EMPTY_PICTURES: nothing is loaded from another host) */
  image?: string | ReactNode
  imageSize?: number
  style?: unknown
  children?: ReactNode
}

/** React Native: the status's picture (the same files as on web; an `image` passed in wins), the description in Text, then children. */
export function Empty({ status = 'empty', description, image = EMPTY_PICTURES[status], imageSize = 120, style, children }: EmptyProps) {
  return (
    <View
      style={mergeStyle({ display: 'flex', flexDirection: 'column', alignItems: 'center', paddingTop: 24, paddingBottom: 24 }, style) as React.CSSProperties}
    >
      {isValidElement(image) ? image : <Image src={image as string} style={{ width: imageSize, height: imageSize }} mode='aspectFit' />}
      {description !== undefined && description !== null && (
        <Text style={{ marginTop: 12, fontSize: 14, color: '#999999', textAlign: 'center' }}>{description}</Text>
      )}
      {children}
    </View>
  )
}
