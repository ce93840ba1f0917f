// The workbench's store payments (`merchant/store-pay`): each of the merchant's stores with its pay QR code (H5
// address and mini-program path), member terms and totals (today, all time), then the payments taken, paged.
import Taro, { useReachBottom } from '@tarojs/taro'
import { Image, Input, Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import type { MerchantStore, StorePayTotals } from '~types/storepay'
import { MEMBER_AFTER_MAX, MEMBER_RATE_MAX_BP } from '~types/storepay-codes'
import { keyOf, useInfiniteQuery, usePullRefresh, useQuery } from '@/core/data'
import { price } from '@/core/format/money'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { api } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Button, PagingLine, Screen, toast } from '@/core/ui'
import { h5PayUrl, PAGE_SIZE } from './api'
import { qrDataUrl } from './qr'
import './texts'
import './storepay.scss'
import './storepay-web'

function Totals({ label, v, currency }: { label: string; v: StorePayTotals; currency: string }) {
  const { t } = useT('storepay')
  return (
    <View className='sp-totals'>
      <Text className='sp-totals__label'>{label}</Text>
      <View className='sp-totals__row'>
        <View className='sp-totals__cell'>
          <Text className='sp-totals__small'>{t('count')}</Text>
          <Text className='sp-totals__num'>{v.count}</Text>
        </View>
        <View className='sp-totals__cell'>
          <Text className='sp-totals__small'>{t('payable')}</Text>
          <Text className='sp-totals__num'>{price(v.payable, currency)}</Text>
        </View>
        <View className='sp-totals__cell'>
          <Text className='sp-totals__small'>{t('net')}</Text>
          <Text className='sp-totals__num'>{price(v.net, currency)}</Text>
        </View>
      </View>
    </View>
  )
}

function StoreCard({ s }: { s: MerchantStore }) {
  const { t } = useT('storepay')
  const here = process.env.TARO_ENV === 'h5' && typeof window !== 'undefined' ? window.location : undefined
  const url = h5PayUrl(s.path, here)
  const qr = useMemo(() => qrDataUrl(process.env.TARO_ENV === 'h5' ? url : s.path.replace(/^\//, '')), [url, s.path])
  const [rate, setRate] = useState(String(s.memberRateBp / 100))
  const [after, setAfter] = useState(String(s.memberAfter))
  const { busy, run } = useSubmit(
    async () => {
      const bp = Math.round(Number(rate) * 100)
      const n = Number(after)
      if (!/^\d{1,2}(\.\d{1,2})?$/.test(rate.trim()) || bp > MEMBER_RATE_MAX_BP || !Number.isInteger(n) || n < 1 || n > MEMBER_AFTER_MAX)
        return void toast(t('badRate'))
      await api.storepay.saveTerms({ params: { shopId: s.shopId }, body: { memberRateBp: bp, memberAfter: n } })
      toast(t('saved'), 'success')
    },
    { invalidate: [keyOf('storepay.stores')] },
  )
  const copy = (text: string) => void Taro.setClipboardData({ data: text }).then(() => toast(t('copied'), 'success'))
  return (
    <View className='sp-card' data-testid={`sp-store-${s.shopId}`}>
      <Text className='sp-store__name'>{s.name}</Text>
      <Text className={s.open ? 'sp-store__state' : 'sp-store__state sp-store__state--shut'}>{s.open ? t('open') : t('shut')}</Text>
      <View className='sp-qr'>
        <Image className='sp-qr__img' src={qr} data-testid='sp-qr' />
        <Text className='sp-qr__title'>{t('qrTitle', { name: s.name })}</Text>
      </View>
      <Text className='sp-label'>{t('h5Url')}</Text>
      <Text className='sp-mono' data-testid='sp-url' selectable>
        {url}
      </Text>
      <Text className='sp-link' onClick={() => copy(url)}>
        {t('copy')}
      </Text>
      <Text className='sp-label'>{t('miniPath')}</Text>
      <Text className='sp-mono' selectable>
        {s.path.replace(/^\//, '')}
      </Text>
      <Totals label={t('today')} v={s.today} currency={s.currency} />
      <Totals label={t('allTime')} v={s.total} currency={s.currency} />
      <Text className='sp-label'>{t('terms')}</Text>
      <View className='sp-terms'>
        <View className='sp-terms__field'>
          <Text className='sp-terms__label'>{t('rate')}</Text>
          <Input className='sp-input' type='digit' maxlength={5} value={rate} data-testid='sp-rate' onInput={(e) => setRate(e.detail.value)} />
        </View>
        <View className='sp-terms__field'>
          <Text className='sp-terms__label'>{t('after')}</Text>
          <Input className='sp-input' type='number' maxlength={3} value={after} data-testid='sp-after' onInput={(e) => setAfter(e.detail.value)} />
        </View>
      </View>
      <Button block disabled={busy} loading={busy} data-testid='sp-save-terms' onClick={() => void run()}>
        {t('save')}
      </Button>
    </View>
  )
}

export function MerchantStorePayScreen() {
  const { t } = useT('storepay')
  const allowed = useSessionStore((s) => !!s.userInfo?.merchant)
  const q = useQuery(keyOf('storepay.stores'), () => api.storepay.stores(undefined, { silent: true }), { enabled: allowed })
  const taken = useInfiniteQuery(keyOf('storepay.taken'), (pageNum) => api.storepay.taken({ query: { pageNum, pageSize: PAGE_SIZE } }), {
    enabled: allowed && !!q.data,
  })
  useReachBottom(taken.loadMore)
  usePullRefresh(async () => {
    await Promise.all([q.reload(), taken.reload()])
  })
  const d = q.data
  const refused = !allowed || (q.error && !d) ? t('notMerchant') : undefined
  return (
    <View className='sp' data-testid='merchant-store-pay'>
      <Screen query={refused ? undefined : q} error={refused}>
        {d && (
          <View className='sp__body'>
            <View className='sp-head'>
              <Text className='sp-head__label'>{t('allTime')}</Text>
              <Text className='sp-head__value' data-testid='sp-total'>
                {price(d.total.payable, d.stores[0]?.currency)}
              </Text>
              <Text className='sp-head__small'>
                {t('count')} {d.total.count} · {t('net')} {price(d.total.net, d.stores[0]?.currency)} · {t('commission')}{' '}
                {price(d.total.commission, d.stores[0]?.currency)}
              </Text>
            </View>
            {d.stores.map((s) => (
              <StoreCard key={s.shopId} s={s} />
            ))}
            <Text className='sp-title'>{t('payments')}</Text>
            <Screen query={taken} empty={!taken.rows.length} emptyText={t('noPayments')}>
              {taken.rows.map((p) => (
                <View key={p.payNo} className='sp-pay' data-testid='sp-payment'>
                  <View className='sp-row'>
                    <Text className='sp-row__label'>{p.shopName}</Text>
                    <Text className='sp-row__value sp-row__value--strong'>{price(p.payable, p.currency)}</Text>
                  </View>
                  <View className='sp-row'>
                    <Text className='sp-row__label'>
                      {t('buyer')} {p.buyer}
                    </Text>
                    <Text className='sp-row__value'>
                      {t('net')} {price(p.net, p.currency)}
                    </Text>
                  </View>
                  <Text className='sp-pay__meta'>
                    {p.payNo} · {p.channel ?? ''} · {p.paidAt ? new Date(p.paidAt).toLocaleString() : ''}
                    {p.remark ? ` · ${p.remark}` : ''}
                  </Text>
                </View>
              ))}
              <PagingLine query={taken} />
            </Screen>
          </View>
        )}
      </Screen>
    </View>
  )
}
