import { Image, Text, View } from '@tarojs/components'
import { keyOf, useQuery, usePullRefresh } from '@/core/data'
import { price } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Button, RemoteImage, Screen } from '@/core/ui'
import { dayOnly, qrDataUrl, when } from './api'
import './texts'
import './booking.scss'
import './booking-web'

/** A card's services (`user/timeCard/serviceList?id=`, spec `seqcard/carId`): its code as QR, what it covers (book with it), its uses. */
export function CardServicesScreen() {
  const { t } = useT('booking')
  const id = Number(usePageParams('user/timeCard/serviceList').id)
  const q = useQuery(keyOf('timecard.card', id), () => api.timecard.card({ query: { id } }))
  usePullRefresh(q.reload)
  const c = q.data
  return (
    <View className='bk' data-testid='card-services'>
      <Screen query={q} skeleton='detail'>
        {c && (
          <>
            <View className='bk-tcard'>
              <Text className='bk-tcard__name'>{c.name}</Text>
              <Text className='bk-tcard__line'>{c.shopName}</Text>
              <Text className='bk-tcard__uses'>{t('usesLeft', { n: c.usesLeft, total: c.usesTotal })}</Text>
              <Text className='bk-tcard__line'>{`${t(`cardState.${c.state}`)} · ${t('expires', { date: dayOnly(c.expiresAt) })}`}</Text>
              <View className='bk-code'>
                <Image className='bk-code__qr' src={qrDataUrl(c.code)} />
                <Text className='bk-code__text'>{c.code}</Text>
              </View>
            </View>
            <View className='bk-box'>
              <Text className='bk-box__title'>{t('covers')}</Text>
              {c.services.map((s) => (
                <View key={s.id} className='bk-svc' data-testid={`tc-svc-${s.id}`}>
                  <RemoteImage className='bk-svc__img' src={s.image} />
                  <View className='bk-svc__body'>
                    <Text className='bk-svc__name'>{s.name}</Text>
                    <Text className='bk-svc__desc'>{`${t('minutes', { n: s.durationMin })} · ${price(s.price)}`}</Text>
                  </View>
                  {c.state === 'active' && (
                    <Button size='small' type='primary' onClick={() => void nav.to('classify/reservation/index', { shopId: c.shopId, serviceId: s.id })}>
                      {t('bookWith')}
                    </Button>
                  )}
                </View>
              ))}
            </View>
            {c.uses.length > 0 && (
              <View className='bk-box'>
                <Text className='bk-box__title'>{t('history')}</Text>
                {c.uses.map((u) => (
                  <View key={u.ref} className='bk-row'>
                    <Text className='bk-row__label'>{t(`use.${u.kind}` as 'use.verify')}</Text>
                    <Text className='bk-row__value'>{`${u.delta > 0 ? '+' : ''}${u.delta} · ${when(u.at)}`}</Text>
                  </View>
                ))}
              </View>
            )}
          </>
        )}
      </Screen>
    </View>
  )
}
