import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { keyOf, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { useHere } from '@/core/location'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { addHistory, clearHistory, readHistory } from './api'
import './texts'
import './nearby.scss'
import './nearby-web'

/** The nearby search (`nearby/search`): the device's history (clearable) and the hot words (the best-rated stores around). */
export function NearbySearchScreen() {
  const { t } = useT('nearby')
  const params = usePageParams('nearby/search')
  const here = useHere()
  const [text, setText] = useState(params.keyword ?? '')
  const [history, setHistory] = useState(readHistory)
  const hot = useQuery(
    keyOf('nearby.hot', here.latitude, here.longitude),
    () => api.nearby.hot({ query: { latitude: here.latitude, longitude: here.longitude } }, { silent: true }),
    { staleMs: 300_000 },
  )
  const submit = (word: string) => {
    const w = word.trim()
    if (!w) return
    setHistory(addHistory(w))
    void nav.to('nearby/searchResult', { keyword: w }).catch(() => undefined)
  }
  const words = (list: string[], id: string) => (
    <View className='nb-words' data-testid={id}>
      {list.map((w) => (
        <View key={w} className='nb-chip' onClick={() => submit(w)}>
          <Text className='nb-chip__text'>{w}</Text>
        </View>
      ))}
    </View>
  )
  return (
    <View className='nb' data-testid='nearby-search-page'>
      <View className='nb-searchbar'>
        <Input
          className='nb-searchbar__input'
          data-testid='nearby-search-input'
          value={text}
          focus
          confirmType='search'
          maxlength={50}
          placeholder={t('searchPlaceholder')}
          onInput={(e) => setText(e.detail.value)}
          onConfirm={(e) => submit(e.detail.value)}
        />
        <View className='nb-searchbar__button' data-testid='nearby-search-submit' onClick={() => submit(text)}>
          <Text className='nb-searchbar__button-text'>{t('search')}</Text>
        </View>
      </View>
      {history.length > 0 && (
        <View className='nb-panel'>
          <View className='nb-panel__head'>
            <Text className='nb-panel__title'>{t('history')}</Text>
            <Text className='nb-panel__action' data-testid='nearby-history-clear' onClick={() => setHistory(clearHistory())}>
              {t('clear')}
            </Text>
          </View>
          {words(history, 'nearby-history')}
        </View>
      )}
      {!!hot.data?.length && (
        <View className='nb-panel'>
          <View className='nb-panel__head'>
            <Text className='nb-panel__title'>{t('hot')}</Text>
          </View>
          {words(hot.data, 'nearby-hot')}
        </View>
      )}
    </View>
  )
}
