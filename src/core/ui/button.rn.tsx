import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useSkin } from '../theme'
import { mergeStyle } from './rn-style'

/** The subset of NutUI's Button props the app uses (see button.tsx for H5 and mini-programs). */
interface ButtonProps {
  type?: 'primary' | 'default' | 'info' | 'success' | 'warning' | 'danger'
  size?: 'large' | 'normal' | 'small'
  block?: boolean
  loading?: boolean
  disabled?: boolean
  className?: string
  style?: unknown
  onClick?: (e?: unknown) => void
  children?: ReactNode
  'data-testid'?: string
}

/** React Native: a pressable View with its label in Text, coloured by the skin. */
export function Button({ type = 'default', size = 'normal', block, loading, disabled, style, onClick, children, 'data-testid': testId }: ButtonProps) {
  const { colours } = useSkin()
  const filled = type !== 'default'
  const colour = type === 'primary' ? colours.primary : '#333333'
  const small = size === 'small'
  const box = {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'center',
    alignSelf: block ? 'stretch' : 'center',
    height: small ? 32 : 44,
    paddingLeft: small ? 16 : 24,
    paddingRight: small ? 16 : 24,
    borderRadius: small ? 16 : 22,
    borderWidth: 1,
    borderStyle: 'solid',
    borderColor: filled ? colour : '#dddddd',
    backgroundColor: filled ? colour : '#ffffff',
    opacity: disabled || loading ? 0.6 : 1,
  }
  const label = { color: filled ? '#ffffff' : '#333333', fontSize: small ? 13 : 15 }
  const text = typeof children === 'string' || typeof children === 'number'
  return (
    <View
      style={mergeStyle(box, style) as React.CSSProperties}
      // React Native's own props (Taro's View types know only the web ones)
      {...({ testID: testId, accessibilityRole: 'button', accessibilityState: { disabled: !!(disabled || loading), busy: !!loading } } as object)}
      // the facade's onClick gets an event that can stop propagation, as NutUI's does on the web hosts (a
      // button on a tappable card: `e.stopPropagation()`). Taro RN's tap event has none, and needs none: the
      // innermost tappable View becomes the touch responder, the card under it never sees the tap.
      onClick={disabled || loading ? undefined : (e: object) => onClick?.({ ...e, stopPropagation: () => undefined })}
    >
      {loading && <Text style={label}>… </Text>}
      {text ? <Text style={label}>{children}</Text> : children}
    </View>
  )
}
