// Newcomer offers (`newcomers/index`): the offers open now, each at its newcomer price beside the SKU's own, bought once;
// whether I may buy (a newcomer: ADR 0155) and why not; the coupon pack a new account gets. Buy -> the checkout's
// buy-now with the offer (`systemPay/goods/previewOrder` {skuId, count: 1, offer: 'newcomer:<id>'}).
import { Image, Text, View } from '@tarojs/components'
import type { NewcomerOffer, NewcomerPage, PackCoupon } from '~types/newcomer'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { price } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Button, Screen } from '@/core/ui'
import './texts'
import './newcomer.scss'
import './newcomer-web'

function Coupon({ c, currency }: { c: PackCoupon; currency: string }) {
  const { t } = useT('newcomer')
  return (
    <View className='nc-coupon' data-testid='nc-coupon'>
      <Text className='nc-coupon__value'>{c.type === 'percent' ? t('percentOff', { n: c.discount }) : t('off', { amount: price(c.discount, currency) })}</Text>
      <Text className='nc-coupon__rule'>{c.threshold > 0 ? t('threshold', { amount: price(c.threshold, currency) }) : t('noThreshold')}</Text>
      <Text className='nc-coupon__title'>{c.title}</Text>
    </View>
  )
}

function Offer({ o, page }: { o: NewcomerOffer; page: NewcomerPage }) {
  const { t } = useT('newcomer')
  const buy = () => void nav.to('systemPay/goods/previewOrder', { skuId: o.skuId, count: 1, offer: `newcomer:${o.id}` })
  return (
    <View className='nc-offer' data-testid='nc-offer'>
      <Image className='nc-offer__img' src={o.image} mode='aspectFill' onClick={() => void nav.to('classify/goods/info/index', { id: o.productId })} />
      <View className='nc-offer__text'>
        <Text className='nc-offer__title'>{o.title}</Text>
        {o.specText ? <Text className='nc-offer__spec'>{o.specText}</Text> : null}
        <View className='nc-offer__prices'>
          <Text className='nc-offer__price' data-testid='nc-price'>
            {price(o.price, page.currency)}
          </Text>
          <Text className='nc-offer__was'>{t('was', { price: price(o.skuPrice, page.currency) })}</Text>
        </View>
        <View className='nc-offer__bar'>
          {o.bought ? (
            <Text className='nc-offer__done' data-testid='nc-bought'>
              {t('bought')}
            </Text>
          ) : (
            <Button type='primary' size='small' disabled={!page.eligible || o.stock < 1} data-testid='nc-buy' onClick={buy}>
              {t('buy')}
            </Button>
          )}
        </View>
      </View>
    </View>
  )
}

export function NewcomersScreen() {
  const { t } = useT('newcomer')
  const token = useSessionStore((s) => s.token)
  // asked again each time the page shows: a checkout elsewhere may have bought an offer (or a paid order ended the newcomer)
  const q = useQuery(keyOf('newcomer.page', token ? 'user' : 'guest'), () => api.newcomer.page(), { staleMs: 0 })
  usePullRefresh(q.reload)
  const d = q.data
  return (
    <View className='nc' data-testid='newcomers'>
      <Screen query={q} skeleton='list'>
        {d && (
          <View className='nc__body'>
            <View className='nc-head'>
              <Text className='nc-head__title'>{t('title')}</Text>
              <Text className='nc-head__sub'>{t('subtitle', { days: d.days })}</Text>
              {d.reason ? (
                <Text className='nc-head__why' data-testid='nc-reason'>
                  {t(`notNew_${d.reason}`, { days: d.days })}
                </Text>
              ) : null}
              {d.reason === 'guest' ? (
                <View className='nc-head__actions'>
                  <Button size='small' data-testid='nc-login' onClick={() => void nav.toLogin()}>
                    {t('login')}
                  </Button>
                </View>
              ) : null}
            </View>
            {d.pack.length ? (
              <View className='nc-card'>
                <Text className='nc-card__title'>{t('pack')}</Text>
                <Text className='nc-card__sub' data-testid='nc-pack-state'>
                  {d.packGiven ? t('packGiven') : t('packOnRegister')}
                </Text>
                <View className='nc-coupons'>
                  {d.pack.map((c) => (
                    <Coupon key={c.id} c={c} currency={d.currency} />
                  ))}
                </View>
              </View>
            ) : null}
            {d.offers.length ? (
              d.offers.map((o) => <Offer key={o.id} o={o} page={d} />)
            ) : (
              <Text className='nc-empty' data-testid='nc-empty'>
                {t('empty')}
              </Text>
            )}
          </View>
        )}
      </Screen>
    </View>
  )
}
