import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { useT } from '@/core/i18n'
import { chooseCity, locate, useHere } from '@/core/location'
import { nav } from '@/core/navigation'
import { api } from '@/core/request'
import { chooseAction, PagingLine, Screen, toast } from '@/core/ui'
import { NEARBY_PAGE_SIZE } from './api'
import { StoreCard } from './store-card'
import './texts'
import './nearby.scss'
import './nearby-web'

/** What `nearby/city` answers through `nav.pickDone` (built by the map helper). */
export interface CityPick {
  name: string
  latitude: number
  longitude: number
}

/** Asks the device for its position, or says it cannot and offers a city. */
export function usePlaceActions() {
  const { t } = useT('nearby')
  const pickCity = async () => {
    const c = await nav.pick<CityPick>('nearby/city').catch(() => undefined)
    if (c) chooseCity(c)
  }
  const allow = async () => {
    const p = await locate({ weakMessage: t('gpsWeak') })
    if (!p) toast(t('denied'))
    return p
  }
  const change = async () => {
    const i = await chooseAction([t('useMyLocation'), t('pickCity')])
    if (i === 0) await allow()
    else if (i === 1) await pickCity()
  }
  return { allow, pickCity, change }
}

/**
 * The nearby tab (`tabbar/nearby`): where the search starts (the device's fix, a picked city, or the default
 * centre until one is known), a search bar, the stores around by distance within the radius (the server's), 20 a
 * page, each open or closed with its rating and distance; pull to refresh.
 */
export function NearbyScreen() {
  const { t } = useT('nearby')
  const here = useHere()
  const place = usePlaceActions()
  const q = useInfiniteQuery(keyOf('nearby.list', here.latitude, here.longitude), (pageNum) =>
    api.nearby.list({ query: { latitude: here.latitude, longitude: here.longitude, pageNum, pageSize: NEARBY_PAGE_SIZE } }),
  )
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  const placeName = here.city ?? (here.known ? t('myLocation') : t('defaultPlace'))
  return (
    <View className='nb' data-testid='nearby'>
      <View className='nb-top'>
        <View className='nb-place' data-testid='nearby-place' onClick={() => void place.change()}>
          <Text className='nb-place__label'>{t('here')}</Text>
          <Text className='nb-place__name' numberOfLines={1} data-testid='nearby-place-name'>
            {placeName}
          </Text>
          <Text className='nb-place__change'>{t('changePlace')}</Text>
        </View>
        <View className='nb-search' data-testid='nearby-search' onClick={() => void nav.to('nearby/search').catch(() => undefined)}>
          <Text className='nb-search__placeholder'>{t('searchPlaceholder')}</Text>
        </View>
      </View>
      {!here.known && (
        <View className='nb-allow' data-testid='nearby-allow'>
          <Text className='nb-allow__text'>{t('allowHint')}</Text>
          <View className='nb-allow__actions'>
            <View className='nb-button nb-button--primary' data-testid='nearby-allow-button' onClick={() => void place.allow()}>
              <Text className='nb-button__text nb-button__text--primary'>{t('allow')}</Text>
            </View>
            <View className='nb-button' data-testid='nearby-pick-city' onClick={() => void place.pickCity()}>
              <Text className='nb-button__text'>{t('pickCity')}</Text>
            </View>
          </View>
        </View>
      )}
      <Screen query={q} empty={!q.rows.length} emptyText={t('empty')}>
        <View className='nb-list' data-testid='nearby-list'>
          {q.rows.map((s) => (
            <StoreCard key={s.id} s={s} />
          ))}
        </View>
        <PagingLine query={q} endText={t('end')} />
      </Screen>
    </View>
  )
}
