import { Input, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './field.scss'
import './field-web'

export interface FieldProps {
  label: string
  value: string
  onInput: (value: string) => void
  type?: 'text' | 'number' | 'idcard' | 'digit'
  password?: boolean
  placeholder?: string
  maxlength?: number
  className?: string
  /** the label above and the input as a box under it, full width (the pay password) */
  boxed?: boolean
  /** Beside the input (a "get code" button): text must sit inside a `Text`. */
  children?: ReactNode
}

/** A labelled one-line input. Taro's own components only, so it renders on every platform. */
export function Field(props: FieldProps) {
  return (
    <View className={`acc-field ${props.boxed ? 'acc-field--boxed' : ''} ${props.className ?? ''}`}>
      <Text className='acc-field__label'>{props.label}</Text>
      <Input
        className={props.boxed ? 'acc-field__input acc-field__input--boxed' : 'acc-field__input'}
        value={props.value}
        type={props.type ?? 'text'}
        password={props.password}
        placeholder={props.placeholder}
        maxlength={props.maxlength ?? 64}
        onInput={(e) => props.onInput(e.detail.value)}
      />
      {props.children}
    </View>
  )
}
