// `information/info`: one article.
import { Text, View } from '@tarojs/components'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { RemoteImage, Screen } from '@/core/ui'
import { ArticleBodyView } from './article-body'
import { when } from './api'
import './texts'
import './article.scss'
import './article-web'

/** The article (readable without login): title, category, time, views, cover, then its body with pictures. */
export function InformationInfoScreen() {
  const { t } = useT('article')
  const id = Number(usePageParams('information/info').id)
  const q = useQuery(keyOf('article.info', id), () => api.article.info({ params: { id } }), { enabled: id > 0 })
  usePullRefresh(q.reload)
  const a = q.data
  return (
    <View className='art art--page' data-testid='information-info'>
      <Screen query={q} skeleton='detail'>
        {a && (
          <View className='art-article'>
            <Text className='art-article__title' data-testid='article-title'>
              {a.title}
            </Text>
            <Text className='art-article__meta'>{[a.categoryName, when(a.publishTime), t('views', { count: a.views })].join(' · ')}</Text>
            {!!a.cover && <RemoteImage className='art-article__cover' data-testid='article-cover' src={a.cover} size='banner' mode='widthFix' priority />}
            {!!a.summary && <Text className='art-article__summary'>{a.summary}</Text>}
            <ArticleBodyView blocks={a.body} />
          </View>
        )}
      </Screen>
    </View>
  )
}
