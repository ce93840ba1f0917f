import { useReachBottom } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { keyOf, useInfiniteQuery, usePullRefresh } from '@/core/data'
import { useFields, useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { api } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Screen, toast } from '@/core/ui'
import type { CouponBody, ManagedCoupon } from '~types/promotion'
import { CouponCard } from './coupon-card'
import './texts'
import './coupon.scss'
import './coupon-web'

const PAGE = 10
const DAY = 86_400_000
type As = 'merchant' | 'staff'

/** Yuan as typed -> minor units (the server checks the rules); NaN when not a number. */
const minor = (s: string) => (s.trim() === '' ? NaN : Math.round(Number(s) * 100))
const whole = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s) : NaN)

function NewCoupon(props: { as: As; onDone: () => void }) {
  const { t } = useT('coupon')
  const [type, setType] = useState<'amount' | 'percent'>('amount')
  const { f, set } = useFields({ title: '', threshold: '0', discount: '', maxOff: '', total: '100', perPerson: '1', days: '7' })
  const save = useSubmit(
    async () => {
      if (!f.title.trim()) return void toast(t('manage.needTitle'))
      const discount = type === 'amount' ? minor(f.discount) : whole(f.discount)
      const nums = [minor(f.threshold), discount, whole(f.total), whole(f.perPerson), whole(f.days)]
      const maxOff = type === 'percent' && f.maxOff.trim() ? minor(f.maxOff) : undefined
      if (nums.some((n) => Number.isNaN(n)) || Number.isNaN(maxOff)) return void toast(t('manage.needNumber'))
      const body: CouponBody = {
        title: f.title.trim(),
        type,
        threshold: nums[0],
        discount,
        total: nums[2],
        perPerson: nums[3],
        validTo: new Date(Date.now() + nums[4] * DAY).toISOString(),
        ...(maxOff !== undefined ? { maxOff } : {}),
      }
      await (props.as === 'merchant' ? api.promotion.merchantCreate({ body }, { json: true }) : api.promotion.staffCreate({ body }, { json: true }))
      toast(t('manage.created'))
      props.onDone()
    },
    { invalidate: [keyOf(props.as === 'merchant' ? 'promotion.merchantList' : 'promotion.staffList')] },
  )
  const input = (k: keyof typeof f, label: string, kind: 'text' | 'digit' | 'number' = 'digit') => (
    <View className='cpn-form__row'>
      <Text className='cpn-body__scope'>{label}</Text>
      <Input className='cpn-input' data-testid={`f-${k}`} type={kind} value={f[k]} maxlength={40} onInput={(e) => set(k)(e.detail.value)} />
    </View>
  )
  return (
    <View className='cpn-form' data-testid='coupon-form'>
      {input('title', t('manage.title'), 'text')}
      <View className='cpn-form__row'>
        {(['amount', 'percent'] as const).map((k) => (
          <Text key={k} className={k === type ? 'cpn-chip2 cpn-chip2--on' : 'cpn-chip2'} data-testid={`type-${k}`} onClick={() => setType(k)}>
            {t(`manage.${k}`)}
          </Text>
        ))}
      </View>
      {input('threshold', t('manage.threshold'))}
      {input('discount', type === 'amount' ? t('manage.discount') : t('manage.discountPercent'), type === 'amount' ? 'digit' : 'number')}
      {type === 'percent' && input('maxOff', t('manage.maxOff'))}
      {input('total', t('manage.total'), 'number')}
      {input('perPerson', t('manage.perPerson'), 'number')}
      {input('days', t('manage.days'), 'number')}
      <View className='cpn-form__actions'>
        <Text className='cpn-btn cpn-btn--off' onClick={props.onDone}>
          {t('manage.cancel')}
        </Text>
        <Text className='cpn-btn cpn-btn--gap' data-testid='save-coupon' onClick={() => void save.run()}>
          {t('manage.save')}
        </Text>
      </View>
    </View>
  )
}

/**
 * A merchant's shop coupons (`merchant/coupons`) or staff's platform coupons (`platform/coupons`): claims and
 * uses, create, pause and resume. Refused here for others (the server's 403 would log the account out).
 */
export function ManageCoupons(props: { as: As }) {
  const { t } = useT('coupon')
  const allowed = useSessionStore((s) => (props.as === 'merchant' ? !!s.userInfo?.merchant : !!s.userInfo?.roles?.includes('staff')))
  const name = props.as === 'merchant' ? 'promotion.merchantList' : 'promotion.staffList'
  const q = useInfiniteQuery(
    keyOf(name),
    (pageNum) =>
      props.as === 'merchant'
        ? api.promotion.merchantList({ query: { pageNum, pageSize: PAGE } })
        : api.promotion.staffList({ query: { pageNum, pageSize: PAGE } }),
    { enabled: allowed },
  )
  useReachBottom(q.loadMore)
  usePullRefresh(q.reload)
  const [adding, setAdding] = useState(false)
  const status = useSubmit(
    async (c: ManagedCoupon) => {
      const input = { params: { id: c.couponId }, body: { status: c.status === 'active' ? ('paused' as const) : ('active' as const) } }
      await (props.as === 'merchant' ? api.promotion.merchantStatus(input) : api.promotion.staffStatus(input))
    },
    { invalidate: [keyOf(name)] },
  )
  return (
    <View className='cpn' data-testid={`coupons-${props.as}`}>
      {allowed && !adding && (
        <Text className='cpn-new' data-testid='new-coupon' onClick={() => setAdding(true)}>
          + {t('manage.create')}
        </Text>
      )}
      {allowed && adding && <NewCoupon as={props.as} onDone={() => setAdding(false)} />}
      <Screen
        query={allowed ? q : undefined}
        error={allowed ? undefined : t(props.as === 'merchant' ? 'manage.refusedMerchant' : 'manage.refusedStaff')}
        empty={allowed && !q.rows.length}
        emptyText={t('manage.empty')}
      >
        {q.rows.map((c) => (
          <CouponCard
            key={c.couponId}
            c={c}
            testId={`managed-${c.couponId}`}
            off={c.ended}
            meta={`${t('manage.claims', { claimed: c.claimed, total: c.total })} · ${t('manage.uses', { used: c.used })}`}
            action={
              c.ended ? (
                <Text className='cpn-btn cpn-btn--off'>{t('manage.ended')}</Text>
              ) : (
                <Text
                  className={c.status === 'active' ? 'cpn-btn cpn-btn--ghost' : 'cpn-btn'}
                  data-testid={`toggle-${c.couponId}`}
                  onClick={() => void status.run(c)}
                >
                  {t(c.status === 'active' ? 'manage.pause' : 'manage.resume')}
                </Text>
              )
            }
          />
        ))}
        {q.rows.length > 0 && q.done && <Text className='cpn-end'>{t('end')}</Text>}
      </Screen>
    </View>
  )
}
