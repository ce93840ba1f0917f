import Taro from '@tarojs/taro'
import { ScrollView, Text, View } from '@tarojs/components'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { distanceText, useHere } from '@/core/location'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { RemoteImage, Screen } from '@/core/ui'
import './texts'
import './nearby.scss'
import './nearby-web'

const go = (p: Promise<unknown>) => void p.catch(() => undefined)

/**
 * A nearby store (`nearby/store/info`): photos, open or closed, rating, distance, hours, address (its map),
 * phone, about and notice; pay at the store, order its goods, book its services (pages of their own).
 */
export function NearbyStoreInfoScreen() {
  const { t } = useT('nearby')
  const id = Number(usePageParams('nearby/store/info').id)
  const here = useHere()
  const q = useQuery(keyOf('nearby.info', id, here.latitude, here.longitude), () =>
    api.nearby.info({ params: { id }, query: { latitude: here.latitude, longitude: here.longitude } }),
  )
  usePullRefresh(q.reload)
  const s = q.data
  return (
    <View className='nb' data-testid='nearby-store'>
      <Screen query={q} skeleton='detail'>
        {s && (
          <View className='nb-info'>
            <ScrollView scrollX className='nb-photos' data-testid='nearby-photos'>
              <View className='nb-photos__row'>
                {s.photos.map((p, i) => (
                  <View key={p + i} className='nb-photos__item' onClick={() => go(nav.to('preview/index', { urls: s.photos.join(','), current: i }))}>
                    <RemoteImage className='nb-photos__img' src={p} size='card' mode='aspectFill' />
                  </View>
                ))}
              </View>
            </ScrollView>
            <View className='nb-section'>
              <View className='nb-card__head'>
                <Text className='nb-info__name' data-testid='nearby-store-name'>
                  {s.name}
                </Text>
                <Text className={`nb-badge ${s.open ? 'nb-badge--open' : 'nb-badge--closed'}`} data-testid='nearby-store-open'>
                  {s.open ? t('open') : s.closedByMerchant ? t('closedByMerchant') : t('closed')}
                </Text>
              </View>
              <View className='nb-card__meta'>
                <Text className='nb-card__rating'>★ {t('rating', { rating: s.rating.toFixed(1) })}</Text>
                <Text className='nb-card__kind'>{s.kind === 'service' ? t('kindService') : t('kindStore')}</Text>
                {s.goodsCount > 0 && <Text className='nb-card__kind'>{t('goods', { n: s.goodsCount })}</Text>}
                <Text className='nb-card__distance' data-testid='nearby-store-distance'>
                  {t('distanceAway', { distance: distanceText(s.distance) })}
                </Text>
              </View>
            </View>
            <View className='nb-section'>
              {!!s.hours && (
                <View className='nb-row'>
                  <Text className='nb-row__label'>{t('hours')}</Text>
                  <Text className='nb-row__value'>{s.hours}</Text>
                </View>
              )}
              <View className='nb-row' data-testid='nearby-store-map' onClick={() => go(nav.to('store/map', { id: s.id }))}>
                <Text className='nb-row__label'>{t('address')}</Text>
                <Text className='nb-row__value' data-testid='nearby-store-address'>
                  {s.address}
                </Text>
                <Text className='nb-row__link'>{t('seeMap')}</Text>
              </View>
              {!!s.phone && (
                <View
                  className='nb-row'
                  data-testid='nearby-store-phone'
                  onClick={() => void Promise.resolve(Taro.makePhoneCall({ phoneNumber: s.phone })).catch(() => undefined)}
                >
                  <Text className='nb-row__label'>{t('phone')}</Text>
                  <Text className='nb-row__value'>{s.phone}</Text>
                  <Text className='nb-row__link'>{t('call')}</Text>
                </View>
              )}
            </View>
            {!!s.notice && (
              <View className='nb-section'>
                <Text className='nb-section__title'>{t('notice')}</Text>
                <Text className='nb-section__text'>{s.notice}</Text>
              </View>
            )}
            {!!s.intro && (
              <View className='nb-section'>
                <Text className='nb-section__title'>{t('intro')}</Text>
                <Text className='nb-section__text'>{s.intro}</Text>
              </View>
            )}
            <View className='nb-actions'>
              <View className='nb-action nb-action--primary' data-testid='nearby-store-pay' onClick={() => go(nav.to('nearby/pay', { shopId: s.id }))}>
                <Text className='nb-action__text nb-action__text--primary'>{t('pay')}</Text>
              </View>
              {s.goodsCount > 0 && (
                <View className='nb-action' data-testid='nearby-store-order' onClick={() => go(nav.to('systemPay/nearby/goods/index', { shopId: s.id }))}>
                  <Text className='nb-action__text'>{t('order')}</Text>
                </View>
              )}
              <View className='nb-action' data-testid='nearby-store-book' onClick={() => go(nav.to('classify/reservation/index', { shopId: s.id }))}>
                <Text className='nb-action__text'>{t('book')}</Text>
              </View>
            </View>
          </View>
        )}
      </Screen>
    </View>
  )
}
