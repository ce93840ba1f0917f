import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useT } from '../i18n'
import type { QueryState } from '../data/use-query'
import { Button } from './button'
import { Empty } from './empty'
import { Skeleton, type SkeletonKind } from './skeleton'
import './screen.scss'
import './screen-web'

interface ScreenProps {
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
  /** the placeholder's layout while loading (grey blocks shaped like the content; `list` by default) */
  skeleton?: SkeletonKind
  children?: ReactNode
}

/** The standard states of a screen: loading (a skeleton, not a spinner), error with retry, empty, content. */
export function Screen({ query, empty, emptyText, className, skeleton = 'list', children, ...rest }: ScreenProps) {
  const { t } = useT('common')
  const loading = rest.loading ?? query?.loading
  const error = rest.error ?? query?.error
  const onRetry = rest.onRetry ?? (query ? () => void query.reload() : undefined)
  let body: ReactNode = children
  if (loading) {
    body = <Skeleton kind={skeleton} rows={skeleton === 'grid' ? 6 : 4} />
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
