import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useT } from '../i18n'
import type { QueryState } from '../data/use-query'
import { Button } from './button'
import { Empty } from './empty'
import './screen.scss'
import './screen-web'

export interface ScreenProps {
  /** a query's states (`useQuery` / `useInfiniteQuery`): loading, error with retry; or pass them one by one */
  query?: QueryState
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
export function Screen({ query, empty, emptyText, className, children, ...rest }: ScreenProps) {
  const { t } = useT('common')
  const loading = rest.loading ?? query?.loading
  const error = rest.error ?? query?.error
  const onRetry = rest.onRetry ?? (query ? () => void query.reload() : undefined)
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
