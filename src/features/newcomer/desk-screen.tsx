// The desk's newcomer offers (`platform/newcomers`, staff): every offer with its state and sales (pause, resume, change
// the price), a new offer of a SKU, and the coupon pack new accounts get. The server checks every rule.
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { DeskOffer } from '~types/newcomer'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { price, toMinor } from '@/core/format/money'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { api } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Button, Screen, toast } from '@/core/ui'
import './texts'
import './newcomer.scss'
import './newcomer-web'

const KEY = keyOf('newcomer.desk')
const dayInput = (iso: string) => iso.slice(0, 10)
const isoOf = (day: string, end = false) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T${end ? '23:59:59' : '00:00:00'}`).toISOString() : '')

function Row({ o, currency }: { o: DeskOffer; currency: string }) {
  const { t } = useT('newcomer')
  const [p, setP] = useState((o.price / 100).toFixed(2))
  const { busy, run } = useSubmit(
    async (status: DeskOffer['status']) => {
      const minor = toMinor(p)
      if (minor === null) return void toast(t('badInput'))
      await api.newcomer.update({ params: { id: o.id }, body: { price: minor, startAt: o.startAt, endAt: o.endAt, status } })
      toast(t('saved'), 'success')
    },
    { invalidate: [KEY] },
  )
  return (
    <View className='nc-card' data-testid='nc-desk-offer'>
      <Text className='nc-card__title'>{`#${o.id} ${o.title}`}</Text>
      <Text className='nc-card__sub'>{`${dayInput(o.startAt)} – ${dayInput(o.endAt)} · ${o.status === 'paused' ? t('paused') : o.open ? t('open') : t('closed')} · ${t('sold', { n: o.sold })}`}</Text>
      <Text className='nc-card__sub'>{t('was', { price: price(o.skuPrice, currency) })}</Text>
      <View className='nc-form__row'>
        <Input className='nc-input' type='digit' maxlength={12} value={p} onInput={(e) => setP(e.detail.value)} />
        <Button size='small' loading={busy} onClick={() => void run(o.status)}>
          {t('save')}
        </Button>
        <Button size='small' loading={busy} onClick={() => void run(o.status === 'paused' ? 'active' : 'paused')}>
          {o.status === 'paused' ? t('resume') : t('pause')}
        </Button>
      </View>
    </View>
  )
}

export function DeskNewcomersScreen() {
  const { t } = useT('newcomer')
  const staff = useSessionStore((s) => !!s.userInfo?.roles?.includes('staff'))
  const q = useQuery(KEY, () => api.newcomer.desk(undefined, { silent: true }), { enabled: staff })
  usePullRefresh(q.reload)
  const [f, setF] = useState({ skuId: '', price: '', start: '', end: '' })
  const [pack, setPack] = useState<string | null>(null)
  const add = useSubmit(
    async () => {
      const minor = toMinor(f.price)
      const startAt = isoOf(f.start)
      const endAt = isoOf(f.end, true)
      if (!/^\d+$/.test(f.skuId) || minor === null || !startAt || !endAt) return void toast(t('badInput'))
      await api.newcomer.create({ body: { skuId: Number(f.skuId), price: minor, startAt, endAt } })
      toast(t('saved'), 'success')
    },
    { invalidate: [KEY] },
  )
  const savePack = useSubmit(
    async () => {
      const ids = (pack ?? '')
        .split(/[,\s]+/)
        .filter(Boolean)
        .map(Number)
      if (ids.some((n) => !Number.isInteger(n) || n < 1)) return void toast(t('badInput'))
      await api.newcomer.pack({ body: { couponIds: ids } })
      toast(t('saved'), 'success')
    },
    { invalidate: [KEY] },
  )
  const d = q.data
  const field = (k: keyof typeof f, label: string, type: 'text' | 'digit' | 'number' = 'text') => (
    <View className='nc-form__field'>
      <Text className='nc-form__label'>{label}</Text>
      <Input
        className='nc-input'
        type={type}
        data-testid={`nc-new-${k}`}
        value={f[k]}
        placeholder={k === 'start' || k === 'end' ? 'YYYY-MM-DD' : ''}
        onInput={(e) => setF({ ...f, [k]: e.detail.value })}
      />
    </View>
  )
  return (
    <View className='nc' data-testid='desk-newcomers'>
      <Screen query={staff ? q : undefined} error={staff ? undefined : t('staffOnly')}>
        {d && (
          <View className='nc__body'>
            {d.offers.map((o) => (
              <Row key={`${o.id}-${o.status}-${o.price}`} o={o} currency={d.currency} />
            ))}
            <View className='nc-card'>
              <Text className='nc-card__title'>{t('add')}</Text>
              {field('skuId', t('sku'), 'number')}
              {field('price', t('price'), 'digit')}
              {field('start', t('start'))}
              {field('end', t('end'))}
              <Button type='primary' block loading={add.busy} data-testid='nc-new-save' onClick={() => void add.run()}>
                {t('add')}
              </Button>
            </View>
            <View className='nc-card'>
              <Text className='nc-card__title'>{t('pack')}</Text>
              {d.pack.map((c) => (
                <Text key={c.id} className='nc-card__sub'>{`#${c.id} ${c.title}`}</Text>
              ))}
              <Text className='nc-form__label'>{t('couponIds')}</Text>
              <Input
                className='nc-input'
                data-testid='nc-pack-ids'
                value={pack ?? d.pack.map((c) => c.id).join(',')}
                onInput={(e) => setPack(e.detail.value)}
              />
              <Button block loading={savePack.busy} data-testid='nc-pack-save' onClick={() => void savePack.run()}>
                {t('savePack')}
              </Button>
            </View>
          </View>
        )}
      </Screen>
    </View>
  )
}
