import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { keyOf, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { addHistory, clearHistory, readHistory } from './search-history'
import { useDebounced } from './use-debounced'
import './texts'
import './catalog.scss'
import './catalog-web'

/**
 * Search (`classify/search/index`): suggestions as the shopper types (500 ms after the last key), the
 * device's history (clearable), the server's hot words; submitting opens the results with the keyword.
 */
export function SearchScreen() {
  const { t } = useT('catalog')
  const params = usePageParams('classify/search/index')
  const [text, setText] = useState(params.keyword ?? '')
  const [history, setHistory] = useState(readHistory)
  const typed = useDebounced(text.trim())
  const hot = useQuery(keyOf('catalog.hotWords'), () => api.catalog.hotWords(undefined, { silent: true }), { staleMs: 300_000 })
  const suggest = useQuery(keyOf('catalog.suggest', typed), () => api.catalog.suggest({ query: { keyword: typed } }, { silent: true }), {
    enabled: typed.length > 0,
    refetchOnShow: false,
  })
  const submit = (word: string) => {
    const w = word.trim()
    if (!w) return
    setHistory(addHistory(w))
    void nav.to('classify/searchResult', { keyword: w }).catch(() => undefined)
  }
  const showSuggest = text.trim().length > 0 && typed === text.trim() && !!suggest.data?.length
  return (
    <View className='search' data-testid='search'>
      <View className='search-box'>
        <Input
          className='search-box__input'
          data-testid='search-input'
          value={text}
          focus
          confirmType='search'
          maxlength={50}
          placeholder={t('search.placeholder')}
          onInput={(e) => setText(e.detail.value)}
          onConfirm={(e) => submit(e.detail.value)}
        />
        <View className='search-box__button' data-testid='search-submit' onClick={() => submit(text)}>
          <Text className='search-box__button-text'>{t('search.submit')}</Text>
        </View>
      </View>
      {showSuggest ? (
        <View className='search-suggest' data-testid='search-suggest'>
          {suggest.data!.map((s) => (
            <View key={s} className='search-suggest__item' onClick={() => submit(s)}>
              <Text className='search-suggest__text'>{s}</Text>
            </View>
          ))}
        </View>
      ) : (
        <View className='search-panels'>
          {history.length > 0 && (
            <View className='search-panel' data-testid='search-history'>
              <View className='search-panel__head'>
                <Text className='search-panel__title'>{t('search.history')}</Text>
                <Text className='search-panel__action' data-testid='history-clear' onClick={() => setHistory(clearHistory())}>
                  {t('search.clear')}
                </Text>
              </View>
              <View className='search-panel__words'>
                {history.map((w) => (
                  <View key={w} className='chip' onClick={() => submit(w)}>
                    <Text className='chip__text'>{w}</Text>
                  </View>
                ))}
              </View>
            </View>
          )}
          {!!hot.data?.length && (
            <View className='search-panel' data-testid='search-hot'>
              <View className='search-panel__head'>
                <Text className='search-panel__title'>{t('search.hot')}</Text>
              </View>
              <View className='search-panel__words'>
                {hot.data.map((w) => (
                  <View key={w} className='chip' onClick={() => submit(w)}>
                    <Text className='chip__text'>{w}</Text>
                  </View>
                ))}
              </View>
            </View>
          )}
        </View>
      )}
    </View>
  )
}
