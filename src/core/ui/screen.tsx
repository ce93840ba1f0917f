import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useT } from '../i18n'
import Button from '@nutui/nutui-react-taro/dist/es/packages/button'
import { Empty } from './empty'
import './screen.scss'
import './screen-web'

export interface ScreenProps {
  loading?: boolean
  /** an error message; shows a retry button when `onRetry` is given */
  error?: string | null
  onRetry?: () => void
  /** shows the empty state instead of children */
  empty?: boolean
  emptyText?: string
  className?: string
  children?: ReactNode
}

/** The standard states of a screen: loading, error with retry, empty, content. */
export function Screen({ loading, error, onRetry, empty, emptyText, className, children }: ScreenProps) {
  const { t } = useT('common')
  let body: ReactNode = children
  if (loading) {
    body = (
      <View className='screen__state' aria-busy='true'>
        <View className='screen__spinner' />
        <Text className='screen__hint'>{t('loading')}</Text>
      </View>
    )
  } else if (error) {
    body = (
      <View className='screen__state' role='alert'>
        <Empty status='error' description={error} />
        {onRetry && (
          <Button type='primary' size='small' onClick={onRetry}>
            {t('retry')}
          </Button>
        )}
      </View>
    )
  } else if (empty) {
    body = (
      <View className='screen__state'>
        <Empty status='empty' description={emptyText ?? t('empty')} />
      </View>
    )
  }
  return <View className={`screen ${className ?? ''}`}>{body}</View>
}
