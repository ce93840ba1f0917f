// `information/index`: the information feed's front page.
import { useReachBottom } from '@tarojs/taro'
import { ScrollView, Text, View } from '@tarojs/components'
import { keyOf, useInfiniteQuery, usePullRefresh, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api } from '@/core/request'
import { Screen } from '@/core/ui'
import { ArticleCardView } from './article-card'
import { PAGE_SIZE } from './api'
import './texts'
import './article.scss'
import './article-web'

/** The feed (readable without login): a search row, the categories as a strip (each opens its page), the newest articles paged. */
export function InformationScreen() {
  const { t } = useT('article')
  const cats = useQuery(keyOf('article.categories'), () => api.article.categories())
  const q = useInfiniteQuery(keyOf('article.list', 'all'), (pageNum) => api.article.list({ query: { pageNum, pageSize: PAGE_SIZE } }))
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload, cats.reload)
  return (
    <View className='art' data-testid='information'>
      <View className='art-search' data-testid='open-search' onClick={() => void nav.to('information/search')}>
        <Text className='art-search__hint'>{t('searchHint')}</Text>
      </View>
      {!!cats.data?.length && (
        <ScrollView className='art-strip' scrollX data-testid='categories'>
          <View className='art-strip__row'>
            <Text className='art-chip art-chip--on'>{t('all')}</Text>
            {cats.data.map((c) => (
              <Text
                key={c.id}
                className='art-chip'
                data-testid={`category-${c.id}`}
                onClick={() => void nav.to('information/classify', { id: c.id, name: c.name })}
              >
                {c.name}
              </Text>
            ))}
          </View>
        </ScrollView>
      )}
      <Screen query={q} empty={!q.rows.length} emptyText={t('empty')}>
        {q.rows.map((a) => (
          <ArticleCardView key={a.id} a={a} />
        ))}
        {q.done && q.rows.length > 0 && <Text className='art__end'>{t('end')}</Text>}
      </Screen>
    </View>
  )
}
