import { Input, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { MapCity } from '~types/map'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { useSettingsStore } from '@/core/stores/settings'
import { Screen } from '@/core/ui'
import './texts'
import './map.scss'
import './map-web'

/** What `nearby/city` answers to `nav.pick('nearby/city')`. */
export interface CityPick {
  name: string
  latitude: number
  longitude: number
}

/**
 * `nearby/city`: hot cities, every city of the region tree by initial, search by name (the server's list, centres
 * included). Opened by `nav.pick` it answers `{name, latitude, longitude}`; opened on its own it sets the position
 * requests carry and goes back.
 */
export function CityScreen() {
  const { t } = useT('map')
  const { pick } = usePageParams('nearby/city')
  const [keyword, setKeyword] = useState('')
  const kw = keyword.trim()
  const q = useQuery(keyOf('map.cities', kw), () => api.map.cities({ query: kw ? { keyword: kw } : {} }))
  usePullRefresh(q.reload)
  useEffect(() => () => void (pick && nav.pickCancel(pick)), [pick])

  const choose = async (c: MapCity) => {
    const value: CityPick = { name: c.name, latitude: c.latitude, longitude: c.longitude }
    if (pick) return nav.pickDone(pick, value)
    useSettingsStore.getState().setLocation({ latitude: c.latitude, longitude: c.longitude })
    return nav.back()
  }

  const list = q.data?.list ?? []
  return (
    <View className='mp' data-testid='city-picker'>
      <View className='mp-search'>
        <Input
          className='mp-search__input'
          value={keyword}
          placeholder={t('city.search')}
          confirmType='search'
          data-testid='city-search'
          onInput={(e) => setKeyword(e.detail.value)}
        />
      </View>
      <Screen query={q} empty={!list.length && !q.data?.hot.length} emptyText={t('city.empty')}>
        {q.data?.hot.length ? (
          <View>
            <Text className='mp-section'>{t('city.hot')}</Text>
            <View className='mp-chips'>
              {q.data.hot.map((c) => (
                <Text key={c.id} className='mp-chip' data-testid={`city-hot-${c.id}`} onClick={() => void choose(c)}>
                  {c.name}
                </Text>
              ))}
            </View>
            <Text className='mp-section'>{t('city.all')}</Text>
          </View>
        ) : null}
        <View className='mp-list'>
          {list.map((c, i) => (
            <View key={c.id}>
              {i === 0 || list[i - 1].initial !== c.initial ? <Text className='mp-initial'>{c.initial}</Text> : null}
              <View className='mp-row' data-testid={`city-${c.id}`} onClick={() => void choose(c)}>
                <Text className='mp-row__title'>{c.name}</Text>
                <Text className='mp-row__meta'>{c.province}</Text>
              </View>
            </View>
          ))}
        </View>
      </Screen>
    </View>
  )
}
