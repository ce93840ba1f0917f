import { Text, View } from '@tarojs/components'
import { useT } from '@/core/i18n'
import { distanceText } from '@/core/location'
import { nav } from '@/core/navigation'
import { RemoteImage } from '@/core/ui'
import type { NearbyStore } from './api'
import './nearby.scss'

/** One store of the nearby list: logo, name, open or closed, rating, distance, address; opens its page. */
export function StoreCard({ s }: { s: NearbyStore }) {
  const { t } = useT('nearby')
  return (
    <View className='nb-card' data-testid={`nearby-store-${s.id}`} onClick={() => void nav.to('nearby/store/info', { id: s.id }).catch(() => undefined)}>
      <RemoteImage className='nb-card__logo' src={s.logo} size='thumb' mode='aspectFill' />
      <View className='nb-card__body'>
        <View className='nb-card__head'>
          <Text className='nb-card__name' numberOfLines={1}>
            {s.name}
          </Text>
          <Text className={`nb-badge ${s.open ? 'nb-badge--open' : 'nb-badge--closed'}`} data-testid={`nearby-open-${s.id}`}>
            {s.open ? t('open') : t('closed')}
          </Text>
        </View>
        <View className='nb-card__meta'>
          <Text className='nb-card__rating'>★ {t('rating', { rating: s.rating.toFixed(1) })}</Text>
          <Text className='nb-card__kind'>{s.kind === 'service' ? t('kindService') : t('kindStore')}</Text>
          <Text className='nb-card__distance' data-testid={`nearby-distance-${s.id}`}>
            {distanceText(s.distance)}
          </Text>
        </View>
        <Text className='nb-card__address' numberOfLines={1}>
          {s.address}
        </Text>
      </View>
    </View>
  )
}
