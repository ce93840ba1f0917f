// The desk's recharge page (`platform/recharge`, staff): packages (amount + bonus per currency, on/off, order) and the limits.
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { RechargeDesk, RechargePackage } from '~types/recharge'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { price } from '@/core/format/money'
import { useFields, useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { api } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Screen, toast } from '@/core/ui'
import { toMinor } from './api'
import './texts'
import './recharge.scss'
import './recharge-web'

const whole = (s: string) => (/^\d{1,4}$/.test(s.trim()) ? Number(s) : NaN)
const yuan = (minor: number) => (minor / 100).toFixed(2)

function Row(props: { label: string; testId: string; value: string; onInput(v: string): void; kind?: 'digit' | 'number' | 'text' }) {
  return (
    <View className='rc-desk__row'>
      <Text className='rc-desk__label'>{props.label}</Text>
      <Input
        className='rc-desk__input'
        data-testid={props.testId}
        type={props.kind ?? 'digit'}
        maxlength={12}
        value={props.value}
        onInput={(e) => props.onInput(e.detail.value)}
      />
    </View>
  )
}

/** The limits of one recharge and how long an unpaid one waits (setting `recharge`). */
function Terms({ d }: { d: RechargeDesk }) {
  const { t } = useT('recharge')
  const { f, set } = useFields({ min: yuan(d.terms.minAmount), max: yuan(d.terms.maxAmount), expiry: String(d.terms.expiryMinutes) })
  const save = useSubmit(
    async () => {
      const body = { minAmount: toMinor(f.min), maxAmount: toMinor(f.max), expiryMinutes: whole(f.expiry) }
      if (Object.values(body).some((n) => Number.isNaN(n))) return void toast(t('desk.needNumber'))
      await api.recharge.saveTerms({ body })
      toast(t('desk.saved'))
    },
    { invalidate: [keyOf('recharge.desk')] },
  )
  return (
    <View className='rc-card' data-testid='rc-terms'>
      <Text className='rc-label'>{t('desk.terms')}</Text>
      <Row label={t('desk.min')} testId='t-min' value={f.min} onInput={set('min')} />
      <Row label={t('desk.max')} testId='t-max' value={f.max} onInput={set('max')} />
      <Row label={t('desk.expiry')} testId='t-expiry' value={f.expiry} onInput={set('expiry')} kind='number' />
      <View className='rc-desk__actions'>
        <Text className='rc-btn rc-btn--primary' data-testid='save-terms' onClick={() => void save.run()}>
          {t('desk.saveTerms')}
        </Text>
      </View>
    </View>
  )
}

function NewPackage({ currencies, onDone }: { currencies: string[]; onDone(): void }) {
  const { t } = useT('recharge')
  const [currency, setCurrency] = useState(currencies[0] ?? 'CNY')
  const { f, set } = useFields({ amount: '', bonus: '0', sort: '0' })
  const save = useSubmit(
    async () => {
      const body = { currency, amount: toMinor(f.amount), bonus: toMinor(f.bonus), sort: whole(f.sort) }
      if ([body.amount, body.bonus, body.sort].some((n) => Number.isNaN(n))) return void toast(t('desk.needNumber'))
      await api.recharge.addPackage({ body })
      toast(t('desk.added'))
      onDone()
    },
    { invalidate: [keyOf('recharge.desk'), keyOf('recharge.options')] },
  )
  return (
    <View className='rc-card' data-testid='rc-new'>
      <Text className='rc-label'>{t('desk.add')}</Text>
      {currencies.length > 1 && (
        <View className='rc-chips'>
          {currencies.map((c) => (
            <Text key={c} className={c === currency ? 'rc-chip rc-chip--on' : 'rc-chip'} data-testid={`n-cur-${c}`} onClick={() => setCurrency(c)}>
              {c}
            </Text>
          ))}
        </View>
      )}
      <Row label={`${t('desk.amount')} (${currency})`} testId='n-amount' value={f.amount} onInput={set('amount')} />
      <Row label={`${t('desk.bonus')} (${currency})`} testId='n-bonus' value={f.bonus} onInput={set('bonus')} />
      <Row label={t('desk.sort')} testId='n-sort' value={f.sort} onInput={set('sort')} kind='number' />
      <View className='rc-desk__actions'>
        <Text className='rc-btn' onClick={onDone}>
          {t('desk.cancel')}
        </Text>
        <Text className='rc-btn rc-btn--primary' data-testid='n-save' onClick={() => void save.run()}>
          {t('desk.save')}
        </Text>
      </View>
    </View>
  )
}

/** Staff's recharge desk: every package (on and off) with its amount, bonus and what the shopper gets; add one; switch one off or on; the limits. */
export function RechargeDeskScreen() {
  const { t } = useT('recharge')
  // refused before asking: the server's 403 would log the account out (spec section 8)
  const allowed = useSessionStore((s) => !!s.userInfo?.roles?.includes('staff'))
  const q = useQuery(keyOf('recharge.desk'), () => api.recharge.desk(), { staleMs: 0, enabled: allowed })
  usePullRefresh(q.reload)
  const [adding, setAdding] = useState(false)
  const toggle = useSubmit(
    async (p: RechargePackage) => {
      await api.recharge.editPackage({ params: { id: p.id }, body: { active: !p.active } })
    },
    { invalidate: [keyOf('recharge.desk'), keyOf('recharge.options')] },
  )
  const d = q.data
  return (
    <View className='rc' data-testid='recharge-desk'>
      <Screen query={allowed ? q : undefined} error={allowed ? undefined : t('desk.refused')}>
        {d && (
          <View className='rc__body'>
            <View className='rc-card'>
              <Text className='rc-label'>{t('desk.packages')}</Text>
              {d.packages.map((p) => (
                <View key={p.id} className='rc-desk__pkg' data-testid={`d-pkg-${p.id}`}>
                  <View className='rc-desk__pkg-body'>
                    <Text className='rc-desk__pkg-title'>
                      {price(p.amount, p.currency)}
                      {p.bonus > 0 ? ` · ${t('bonus', { amount: price(p.bonus, p.currency) })}` : ''}
                    </Text>
                    <Text className={p.active ? 'rc-desk__pkg-meta' : 'rc-desk__pkg-meta rc-desk__pkg-meta--off'}>
                      {`${t(p.active ? 'desk.on' : 'desk.off')} · ${t('desk.gets', { amount: price(p.amount, p.currency), total: price(p.amount + p.bonus, p.currency) })}`}
                    </Text>
                  </View>
                  <Text className={p.active ? 'rc-btn' : 'rc-btn rc-btn--primary'} data-testid={`d-toggle-${p.id}`} onClick={() => void toggle.run(p)}>
                    {t(p.active ? 'desk.switchOff' : 'desk.switchOn')}
                  </Text>
                </View>
              ))}
              {!d.packages.length && <Text className='rc-hint'>{t('desk.empty')}</Text>}
              {!adding && (
                <View className='rc-desk__actions'>
                  <Text className='rc-btn rc-btn--primary' data-testid='d-add' onClick={() => setAdding(true)}>
                    + {t('desk.add')}
                  </Text>
                </View>
              )}
            </View>
            {adding && <NewPackage currencies={d.currencies} onDone={() => setAdding(false)} />}
            {/* the terms form starts from the server's values: drawn again when they change */}
            <Terms key={JSON.stringify(d.terms)} d={d} />
          </View>
        )}
      </Screen>
    </View>
  )
}
