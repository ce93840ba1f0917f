import { Text, View } from '@tarojs/components'
import type { InfiniteResult } from '@/core/data'
import { useT } from '@/core/i18n'
import './texts'
import './collect.scss'

/** The foot of a paged list: loading, the end (with an optional note), or retry. */
export function MoreLine({ q, endNote }: { q: InfiniteResult<unknown>; endNote?: string }) {
  const { t } = useT('collect')
  let text = ''
  if (q.loadingMore) text = t('more.loading')
  else if (q.moreError) text = t('more.retry')
  else if (q.done) text = endNote ? `${t('more.end')} · ${endNote}` : t('more.end')
  return (
    <View className='collect-more' data-testid='more-line' onClick={() => q.moreError && q.loadMore()}>
      <Text className='collect-more__text'>{text}</Text>
    </View>
  )
}
