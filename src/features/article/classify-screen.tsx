// `information/classify`: one category's articles.
import { useReachBottom } from '@tarojs/taro'
import { ScrollView, Text, View } from '@tarojs/components'
import { keyOf, useInfiniteQuery, usePullRefresh, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Screen } from '@/core/ui'
import { ArticleCardView } from './article-card'
import { PAGE_SIZE } from './api'
import './texts'
import './article.scss'
import './article-web'

/** A category's published articles, newest first, paged; the strip switches to another category in place. */
export function InformationClassifyScreen() {
  const { t } = useT('article')
  const p = usePageParams('information/classify')
  const id = Number(p.id)
  const cats = useQuery(keyOf('article.categories'), () => api.article.categories())
  const q = useInfiniteQuery(keyOf('article.list', id), (pageNum) => api.article.list({ query: { categoryId: id, pageNum, pageSize: PAGE_SIZE } }), {
    enabled: id > 0,
  })
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload, cats.reload)
  const name = cats.data?.find((c) => c.id === id)?.name ?? p.name ?? ''
  return (
    <View className='art' data-testid='information-classify'>
      {!!cats.data?.length && (
        <ScrollView className='art-strip' scrollX>
          <View className='art-strip__row'>
            <Text className='art-chip' onClick={() => void nav.redirect('information/index')}>
              {t('all')}
            </Text>
            {cats.data.map((c) => (
              <Text
                key={c.id}
                className={c.id === id ? 'art-chip art-chip--on' : 'art-chip'}
                data-testid={`category-${c.id}`}
                onClick={() => c.id !== id && void nav.redirect('information/classify', { id: c.id, name: c.name })}
              >
                {c.name}
              </Text>
            ))}
          </View>
        </ScrollView>
      )}
      {!!name && (
        <Text className='art__heading' data-testid='category-name'>
          {name}
        </Text>
      )}
      <Screen query={q} empty={!q.rows.length} emptyText={t('empty')}>
        {q.rows.map((a) => (
          <ArticleCardView key={a.id} a={a} showCategory={false} />
        ))}
        {q.done && q.rows.length > 0 && <Text className='art__end'>{t('end')}</Text>}
      </Screen>
    </View>
  )
}
