import { Input, Text, View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { DEFAULT_MAP_CENTRE } from '~types/nearby-codes'
import { useT } from '@/core/i18n'
import { MapView, reverseGeocode, suggestPlaces, type LatLng, type MapAddress, type MapPlace } from '@/core/map'
import { nav, usePageParams } from '@/core/navigation'
import { useSettingsStore } from '@/core/stores/settings'
import { Skeleton } from '@/core/ui'
import './texts'
import './map.scss'
import './map-web'

/** What `user/receivingAddress/nearbyAddress` answers to `nav.pick`: the place, its address and region names. */
export interface AddressPick extends LatLng {
  name: string
  address: string
  province: string
  city: string
  district: string
  /** the district's (or city's) region code when the map service names it */
  adcode: string
}

const MAP_HEIGHT = 280

/**
 * `user/receivingAddress/nearbyAddress`: pick a place on the drawn map (drag it under the pin; the map service names
 * the address there) or by suggestion search (10 at most); "use this place" answers the opener's `nav.pick` (the
 * address form). With no map service answering the map still moves and the lists are empty.
 */
export function NearbyAddressScreen() {
  const { t } = useT('map')
  const { pick } = usePageParams('user/receivingAddress/nearbyAddress')
  const start = useSettingsStore.getState().location ?? DEFAULT_MAP_CENTRE
  const [centre, setCentre] = useState<LatLng>({ latitude: start.latitude, longitude: start.longitude })
  const [here, setHere] = useState<MapAddress | undefined>(undefined)
  const [finding, setFinding] = useState(true)
  const [keyword, setKeyword] = useState('')
  const [found, setFound] = useState<MapPlace[] | undefined>(undefined)
  const asked = useRef(0)
  useEffect(() => () => void (pick && nav.pickCancel(pick)), [pick])

  // the address under the pin (the last asked wins)
  useEffect(() => {
    const n = ++asked.current
    setFinding(true)
    void reverseGeocode(centre).then((a) => {
      if (n !== asked.current) return
      setHere(a)
      setFinding(false)
    })
  }, [centre.latitude, centre.longitude])

  // suggestions while typing
  useEffect(() => {
    const kw = keyword.trim()
    if (!kw) return setFound(undefined)
    let live = true
    const timer = setTimeout(() => void suggestPlaces(kw, centre).then((r) => live && setFound(r)), 250)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [keyword])

  const choosePlace = (p: MapPlace) => {
    setKeyword('')
    setFound(undefined)
    setCentre({ latitude: p.latitude, longitude: p.longitude })
  }

  const confirm = () => {
    if (!here || !pick) return
    const value: AddressPick = { ...here, ...centre }
    void nav.pickDone(pick, value)
  }

  return (
    <View className='mp' data-testid='nearby-address'>
      <View className='mp-search'>
        <Input
          className='mp-search__input'
          value={keyword}
          placeholder={t('pick.search')}
          data-testid='nearby-address-search'
          onInput={(e) => setKeyword(e.detail.value)}
        />
      </View>
      {found ? (
        <View className='mp-list' data-testid='nearby-address-results'>
          {found.length ? (
            found.map((p) => (
              <View key={p.id} className='mp-row' data-testid={`place-${p.id}`} onClick={() => choosePlace(p)}>
                <Text className='mp-row__title'>{p.name}</Text>
                <Text className='mp-row__meta'>{p.address}</Text>
              </View>
            ))
          ) : (
            <Text className='mp-empty'>{t('pick.noResults')}</Text>
          )}
        </View>
      ) : (
        <View>
          <MapView height={MAP_HEIGHT} centre={centre} centrePin onMoved={setCentre} />
          <View className='mp-card' data-testid='nearby-address-here'>
            {finding ? (
              <Skeleton kind='list' rows={1} />
            ) : here ? (
              <View className='mp-card__body'>
                <Text className='mp-card__title'>{here.name}</Text>
                <Text className='mp-card__meta'>{here.address}</Text>
              </View>
            ) : (
              <Text className='mp-card__meta'>{t('pick.unknown')}</Text>
            )}
            <Text className='mp-card__note'>{t('pick.hint')}</Text>
            <View className='mp-card__actions'>
              <View className={here ? 'mp-btn' : 'mp-btn mp-btn--off'} data-testid='nearby-address-confirm' onClick={confirm}>
                <Text className='mp-btn__text'>{t('pick.confirm')}</Text>
              </View>
            </View>
          </View>
        </View>
      )}
    </View>
  )
}
