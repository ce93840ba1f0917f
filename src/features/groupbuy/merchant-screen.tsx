// The workbench's group buys (`merchant/group-buys`): a new offer (a product of my shops, one of its items, the group
// price, size and time limit; the server checks them), then my offers with their sales, each one's groups on demand.
import { useReachBottom } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { MerchantOffer } from '~types/groupbuy'
import { GROUP_HOURS_MAX, GROUP_HOURS_MIN, GROUP_SIZE_MAX, GROUP_SIZE_MIN } from '~types/groupbuy-codes'
import { keyOf, useInfiniteQuery, usePullRefresh, useQuery } from '@/core/data'
import { price, toMinor } from '@/core/format/money'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { api } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Button, MySkuPicker, PagingLine, Screen, toast } from '@/core/ui'
import { PAGE_SIZE } from './api'
import './texts'
import './groupbuy.scss'
import './groupbuy-web'

function NewOffer() {
  const { t } = useT('groupbuy')
  const [skuId, setSkuId] = useState(0)
  const [amount, setAmount] = useState('')
  const [size, setSize] = useState('2')
  const [hours, setHours] = useState('24')
  const { busy, run } = useSubmit(
    async () => {
      const groupPrice = toMinor(amount)
      const n = Number(size)
      const h = Number(hours)
      if (
        !skuId ||
        groupPrice === null ||
        groupPrice < 1 ||
        !Number.isInteger(n) ||
        n < GROUP_SIZE_MIN ||
        n > GROUP_SIZE_MAX ||
        !Number.isInteger(h) ||
        h < GROUP_HOURS_MIN ||
        h > GROUP_HOURS_MAX
      )
        return void toast(t('m.bad'))
      await api.groupbuy.create({ body: { skuId, groupPrice, size: n, hours: h } })
      toast(t('m.saved'), 'success')
      setAmount('')
    },
    { invalidate: [keyOf('groupbuy.merchantOffers')] },
  )
  return (
    <View className='gb-card' data-testid='gb-new'>
      <Text className='gb-section'>{t('m.create')}</Text>
      <MySkuPicker skuId={skuId} onChange={setSkuId} />
      <Text className='gb-label'>{t('m.price')}</Text>
      <Input
        className='gb-input'
        type='digit'
        maxlength={12}
        value={amount}
        placeholder={t('m.pricePh')}
        data-testid='gb-price'
        onInput={(e) => setAmount(e.detail.value)}
      />
      <Text className='gb-label'>{t('m.size')}</Text>
      <Input className='gb-input' type='number' maxlength={2} value={size} data-testid='gb-size' onInput={(e) => setSize(e.detail.value)} />
      <Text className='gb-label'>{t('m.hours')}</Text>
      <Input className='gb-input' type='number' maxlength={3} value={hours} data-testid='gb-hours' onInput={(e) => setHours(e.detail.value)} />
      <View className='gb-actions'>
        <Button type='primary' block disabled={busy} loading={busy} data-testid='gb-create' onClick={() => void run()}>
          {t('m.save')}
        </Button>
      </View>
    </View>
  )
}

function Groups({ offerId }: { offerId: number }) {
  const { t } = useT('groupbuy')
  const q = useQuery(keyOf('groupbuy.groups', offerId), () => api.groupbuy.groups({ params: { id: offerId }, query: { pageNum: 1, pageSize: 20 } }))
  const rows = q.data?.rows ?? []
  return (
    <View className='gb-mgroups' data-testid={`gb-groups-${offerId}`}>
      {!rows.length && !q.loading && <Text className='gb-hint'>{t('m.noGroups')}</Text>}
      {rows.map((g) => (
        <View key={g.id} className='gb-mgroup'>
          <Text className={`gb-state gb-state--${g.state}`}>{t(`state.${g.state}`)}</Text>
          <Text className='gb-mgroup__text'>{`${g.leaderName} · ${g.paidCount}/${g.size}`}</Text>
          <Text className='gb-mgroup__time'>{t('m.expires', { time: g.expiresAt.slice(0, 16).replace('T', ' ') })}</Text>
        </View>
      ))}
    </View>
  )
}

function OfferRow({ o }: { o: MerchantOffer }) {
  const { t } = useT('groupbuy')
  const [open, setOpen] = useState(false)
  const { busy, run } = useSubmit(() => api.groupbuy.stop({ params: { id: o.id } }), { invalidate: [keyOf('groupbuy.merchantOffers')] })
  return (
    <View className='gb-card' data-testid={`gb-moffer-${o.id}`}>
      <Text className='gb-offer__title'>{o.title}</Text>
      <Text className='gb-hint'>{`${price(o.groupPrice, o.currency)} · ${t('people', { size: o.size })} · ${t('hours', { hours: o.hours })} · ${o.active ? t('m.active') : t('m.off')}`}</Text>
      <View className='gb-stats'>
        <View className='gb-stat'>
          <Text className='gb-stat__label'>{t('m.forming')}</Text>
          <Text className='gb-stat__num'>{o.forming}</Text>
        </View>
        <View className='gb-stat'>
          <Text className='gb-stat__label'>{t('m.success')}</Text>
          <Text className='gb-stat__num'>{o.succeeded}</Text>
        </View>
        <View className='gb-stat'>
          <Text className='gb-stat__label'>{t('m.paidMembers')}</Text>
          <Text className='gb-stat__num'>{o.paidMembers}</Text>
        </View>
        <View className='gb-stat'>
          <Text className='gb-stat__label'>{t('m.sales')}</Text>
          <Text className='gb-stat__num' data-testid='gb-sales'>
            {price(o.sales, o.currency)}
          </Text>
        </View>
      </View>
      <View className='gb-row'>
        <Text className='gb-link-btn' data-testid={`gb-toggle-${o.id}`} onClick={() => setOpen(!open)}>
          {open ? t('m.hide') : t('m.show')}
        </Text>
        {o.active && (
          <Text className='gb-link-btn' data-testid={`gb-stop-${o.id}`} onClick={() => void (!busy && run())}>
            {t('m.stop')}
          </Text>
        )}
      </View>
      {open && <Groups offerId={o.id} />}
    </View>
  )
}

export function MerchantGroupBuyScreen() {
  const { t } = useT('groupbuy')
  const allowed = useSessionStore((s) => !!s.userInfo?.merchant)
  const q = useInfiniteQuery(keyOf('groupbuy.merchantOffers'), (pageNum) => api.groupbuy.merchantOffers({ query: { pageNum, pageSize: PAGE_SIZE } }), {
    enabled: allowed,
  })
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  return (
    <View className='gb' data-testid='gb-merchant'>
      {allowed && <NewOffer />}
      <Screen query={q} empty={!q.rows.length} emptyText={t('m.none')}>
        {q.rows.map((o) => (
          <OfferRow key={o.id} o={o} />
        ))}
        <PagingLine query={q} endText={t('m.end')} />
      </Screen>
    </View>
  )
}
