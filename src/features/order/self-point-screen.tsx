import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import type { PickupPoint } from '~types/order'
import { keyOf, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { Screen } from '@/core/ui'
import { api } from '@/core/request'
import './texts'
import './order.scss'
import './order-web'

/** Distance in metres as text: 850 m, 1.2 km. */
const distanceText = (m: number) => (m < 1000 ? `${m} m` : `${(m / 1000).toFixed(1)} km`)

/** Self pickup points of a shop (`classify/self-point?shopId=`): name, address, hours, distance; picked by checkout through `nav.pick`. */
export function SelfPointScreen() {
  const { t } = useT('order')
  const params = usePageParams('classify/self-point')
  const shopId = Number(params.shopId)
  const selected = Number(params.selected)
  const pickId = params.pick
  const q = useQuery(keyOf('order.pickupPoints', shopId), () => api.order.pickupPoints({ params: { id: shopId } }), { enabled: shopId > 0 })
  useEffect(() => () => (pickId ? nav.pickCancel(pickId) : undefined), [pickId])
  return (
    <View className='sp' data-testid='self-point'>
      <Screen query={q} empty={!!q.data && !q.data.length} emptyText={t('noPoints')}>
        {q.data?.map((pt: PickupPoint) => (
          <View
            key={pt.id}
            className={pt.id === selected ? 'sp-item sp-item--on' : 'sp-item'}
            data-testid={`point-${pt.id}`}
            onClick={() => (pickId ? void nav.pickDone(pickId, pt) : undefined)}
          >
            <View className='sp-item__head'>
              <Text className='sp-item__name'>{pt.name}</Text>
              {pt.distance !== null && <Text className='sp-item__distance'>{distanceText(pt.distance)}</Text>}
            </View>
            <Text className='sp-item__text'>{pt.address}</Text>
            <Text className='sp-item__text'>{t('hours', { hours: pt.hours })}</Text>
            {pt.phone && <Text className='sp-item__text'>{pt.phone}</Text>}
          </View>
        ))}
      </Screen>
    </View>
  )
}
