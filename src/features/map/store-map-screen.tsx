import { Text, View } from '@tarojs/components'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { formatDistance, MapView, openMapApp, type MapMarker } from '@/core/map'
import { usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { useSettingsStore } from '@/core/stores/settings'
import { Screen, toast } from '@/core/ui'
import './texts'
import './map.scss'
import './map-web'

const MAP_HEIGHT = 360

/**
 * `store/map` {id}: the store on the drawn map with the way there from the user's position (a straight line with
 * its length) and "navigate", which opens the platform's map app ("map app not installed" where there is none).
 */
export function StoreMapScreen() {
  const { t } = useT('map')
  const id = Number(usePageParams('store/map').id) || 0
  const q = useQuery(keyOf('map.store', id), () => api.map.store({ params: { id } }), { enabled: id > 0 })
  usePullRefresh(q.reload)
  const me = useSettingsStore((s) => s.location)
  const s = q.data
  const markers: MapMarker[] = s ? [{ id: 'store', latitude: s.latitude, longitude: s.longitude, label: s.name }] : []
  if (me) markers.push({ id: 'me', kind: 'me', latitude: me.latitude, longitude: me.longitude, label: t('store.you') })

  const navigate = async () => {
    if (!s) return
    if (!(await openMapApp({ lat: s.latitude, lng: s.longitude, name: s.name, address: s.address }))) toast(t('store.appMissing'))
  }

  return (
    <View className='mp' data-testid='store-map'>
      <Screen query={q} skeleton='detail'>
        {s ? (
          <View>
            <MapView
              height={MAP_HEIGHT}
              centre={me ? { latitude: (s.latitude + me.latitude) / 2, longitude: (s.longitude + me.longitude) / 2 } : s}
              markers={markers}
              route={me ? { from: me, to: s, label: (m) => t('store.distance', { distance: formatDistance(m) }) } : undefined}
            />
            <View className='mp-card'>
              <Text className='mp-card__title'>{s.name}</Text>
              <Text className='mp-card__meta'>{s.address}</Text>
              {me ? null : <Text className='mp-card__note'>{t('store.noPosition')}</Text>}
              <View className='mp-card__actions'>
                <View className='mp-btn' data-testid='store-map-navigate' onClick={() => void navigate()}>
                  <Text className='mp-btn__text'>{t('store.navigate')}</Text>
                </View>
              </View>
            </View>
          </View>
        ) : null}
      </Screen>
    </View>
  )
}
