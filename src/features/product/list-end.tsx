import { Text, View } from '@tarojs/components'
import type { InfiniteResult } from '@/core/data'
import { useT } from '@/core/i18n'
import './texts'
import './product.scss'

/** The line under a paged list: loading, failed (tap to retry) or no more. */
export function ListEnd({ q }: { q: InfiniteResult<unknown> }) {
  const { t } = useT(['product', 'common'])
  return (
    <View className='list-end' data-testid='list-end' onClick={q.moreError ? q.loadMore : undefined}>
      <Text className='list-end__text'>{q.loadingMore ? t('common:loading') : q.moreError ? t('product:moreFailed') : q.done ? t('product:noMore') : ''}</Text>
    </View>
  )
}
