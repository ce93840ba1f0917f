// One article in a list (feed, category, search): cover, title, summary, category, time and views.
import { Text, View } from '@tarojs/components'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { RemoteImage } from '@/core/ui'
import { when, type ArticleCard } from './api'

export function ArticleCardView({ a, showCategory = true }: { a: ArticleCard; showCategory?: boolean }) {
  const { t } = useT('article')
  return (
    <View className='art-card' data-testid={`article-${a.id}`} onClick={() => void nav.to('information/info', { id: a.id })}>
      <View className='art-card__text'>
        <Text className='art-card__title'>{a.title}</Text>
        {!!a.summary && <Text className='art-card__summary'>{a.summary}</Text>}
        <Text className='art-card__meta'>
          {[showCategory ? a.categoryName : '', when(a.publishTime), t('views', { count: a.views })].filter(Boolean).join(' · ')}
        </Text>
      </View>
      {!!a.cover && <RemoteImage className='art-card__cover' src={a.cover} size='thumb' mode='aspectFill' />}
    </View>
  )
}
