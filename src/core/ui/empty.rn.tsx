import { Image, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { mergeStyle } from './rn-style'

/** The subset of NutUI's Empty props the app uses (see empty.tsx for H5 and mini-programs). */
export interface EmptyProps {
  status?: 'empty' | 'error' | 'network'
  description?: ReactNode
  /** a picture (the app's own: nothing is loaded from another host) */
  image?: string | ReactNode
  imageSize?: number
  style?: unknown
  children?: ReactNode
}

const MARK: Record<NonNullable<EmptyProps['status']>, string> = { empty: '○', error: '!', network: '⌁' }

/** React Native: an optional picture (else a plain mark), the description in Text, then children. */
export function Empty({ status = 'empty', description, image, imageSize = 120, style, children }: EmptyProps) {
  return (
    <View style={mergeStyle({ display: 'flex', flexDirection: 'column', alignItems: 'center', paddingTop: 24, paddingBottom: 24 }, style) as React.CSSProperties}>
      {typeof image === 'string' ? (
        <Image src={image} style={{ width: imageSize, height: imageSize }} mode='aspectFit' />
      ) : (
        image ?? <Text style={{ fontSize: 40, color: '#cccccc' }}>{MARK[status]}</Text>
      )}
      {description !== undefined && description !== null && (
        <Text style={{ marginTop: 12, fontSize: 14, color: '#999999', textAlign: 'center' }}>{description}</Text>
      )}
      {children}
    </View>
  )
}
