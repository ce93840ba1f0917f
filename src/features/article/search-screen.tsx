// `information/search`: articles by words.
import { useReachBottom } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { ARTICLE_SEARCH_MAX } from '~types/article-codes'
import { keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { useT } from '@/core/i18n'
import { usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Screen } from '@/core/ui'
import { ArticleCardView } from './article-card'
import { PAGE_SIZE } from './api'
import './texts'
import './article.scss'
import './article-web'

/** Search (readable without login): words in, published articles holding all of them out, paged; a hint before, an empty state after. */
export function InformationSearchScreen() {
  const { t } = useT('article')
  const p = usePageParams('information/search')
  const [text, setText] = useState(p.words ?? '')
  const [words, setWords] = useState((p.words ?? '').trim())
  const q = useInfiniteQuery(keyOf('article.search', words), (pageNum) => api.article.search({ query: { words, pageNum, pageSize: PAGE_SIZE } }), {
    enabled: !!words,
  })
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  const go = () => setWords(text.trim())
  return (
    <View className='art' data-testid='information-search'>
      <View className='art-searchbar'>
        <Input
          className='art-searchbar__input'
          data-testid='search-input'
          value={text}
          focus={!words}
          maxlength={ARTICLE_SEARCH_MAX}
          confirmType='search'
          placeholder={t('search.placeholder')}
          onInput={(e) => setText(e.detail.value)}
          onConfirm={go}
        />
        <Text className='art-searchbar__go' data-testid='search-go' onClick={go}>
          {t('search.go')}
        </Text>
      </View>
      {words ? (
        <Screen query={q} empty={!q.rows.length} emptyText={t('search.none', { words })}>
          {q.rows.map((a) => (
            <ArticleCardView key={a.id} a={a} />
          ))}
          {q.done && q.rows.length > 0 && <Text className='art__end'>{t('end')}</Text>}
        </Screen>
      ) : (
        <Text className='art__hint' data-testid='search-start'>
          {t('search.start')}
        </Text>
      )}
    </View>
  )
}
