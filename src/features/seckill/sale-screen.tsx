// The flash sale (`seckill/seckill`, `spellGroup/seckill`): today's sessions as tabs by start time, a countdown from
// the server's clock, each item's flash price, original price, how much is taken and left, and buy -> the checkout
// of the offer -> the cashier; "sold out", "limit reached" and "not started" as the server says.
import { Image, Text, View } from '@tarojs/components'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { FlashItem, FlashSession } from '~types/seckill'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { hhmmss } from '@/core/format/clock'
import { price } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api } from '@/core/request'
import { Button, Screen } from '@/core/ui'
import { clockOffset, hhmm, phaseOf, pickSession } from './api'
import './texts'
import './seckill.scss'
import './seckill-web'

/** The server's time now (ms), ticking every second: this device's clock moved by the offset the last answer showed. */
function useServerNow(offset: number): number {
  const [, setTick] = useState(0)
  useEffect(() => {
    const h = setInterval(() => setTick((n) => n + 1), 1000)
    return () => clearInterval(h)
  }, [])
  return Date.now() + offset
}

function ItemCard({ i, phase }: { i: FlashItem; phase: 'upcoming' | 'running' | 'ended' }) {
  const { t } = useT('seckill')
  // the server's state, except that the clock may have moved past the session's start or end since it answered
  const state = phase === 'ended' ? 'ended' : phase === 'upcoming' ? 'upcoming' : i.state === 'upcoming' ? 'running' : i.state
  const label = { running: t('buy'), soldOut: t('soldOut'), limit: t('limitReached'), upcoming: t('notStarted'), ended: t('ended') }[state]
  const buy = () => void nav.to('systemPay/goods/previewOrder', { skuId: i.skuId, count: 1, offer: `flash:${i.id}` })
  return (
    <View className='sk-item' data-testid={`sk-item-${i.id}`}>
      <Image className='sk-item__img' src={i.image} mode='aspectFill' />
      <View className='sk-item__body'>
        <Text className='sk-item__title'>{i.title}</Text>
        <Text className='sk-item__meta'>
          {i.shopName}
          {i.specText ? ` · ${i.specText}` : ''}
        </Text>
        <View className='sk-bar'>
          <View className='sk-bar__fill' style={{ width: `${i.soldPct}%` }} />
        </View>
        <View className='sk-item__row'>
          <Text className='sk-item__small' data-testid='sk-pct'>
            {t('soldPct', { pct: i.soldPct })}
          </Text>
          <Text className='sk-item__small' data-testid='sk-left'>
            {t('left', { n: i.left })}
          </Text>
        </View>
        <View className='sk-item__row'>
          <View className='sk-item__prices'>
            <Text className='sk-item__price' data-testid='sk-price'>
              {price(i.price, i.currency)}
            </Text>
            <Text className='sk-item__was'>{price(i.originalPrice, i.currency)}</Text>
          </View>
          <Button size='small' type={state === 'running' ? 'primary' : 'default'} disabled={state !== 'running'} data-testid='sk-buy' onClick={buy}>
            {label}
          </Button>
        </View>
        <Text className='sk-item__small'>{t('limitN', { n: i.limit })}</Text>
      </View>
    </View>
  )
}

function Clock({ s, phase, now }: { s: FlashSession; phase: 'upcoming' | 'running' | 'ended'; now: number }) {
  const { t } = useT('seckill')
  if (phase === 'ended') return <Text className='sk-clock__label'>{t('over')}</Text>
  const until = Date.parse(phase === 'upcoming' ? s.startsAt : s.endsAt)
  return (
    <View className='sk-clock'>
      <Text className='sk-clock__label'>{phase === 'upcoming' ? t('startsIn') : t('endsIn')}</Text>
      <Text className='sk-clock__time' data-testid='sk-countdown'>
        {hhmmss(Math.max(0, Math.ceil((until - now) / 1000)))}
      </Text>
    </View>
  )
}

/** Both pages (`seckill/seckill`, `spellGroup/seckill`) show the same sale; `sessionId` opens that session's tab. */
export function SeckillScreen() {
  const { t } = useT('seckill')
  const params = usePageParams('seckill/seckill')
  const received = useRef(Date.now())
  const q = useQuery(keyOf('seckill.today'), async () => {
    const d = await api.seckill.today()
    received.current = Date.now()
    return d
  })
  usePullRefresh(q.reload)
  const d = q.data
  const offset = useMemo(() => (d ? clockOffset(d.serverTime, received.current) : 0), [d])
  const now = useServerNow(offset)
  const [asked, setAsked] = useState<number | undefined>(Number(params.sessionId) || undefined)
  const sessions = d?.sessions ?? []
  const current = pickSession(sessions, now, asked)
  // a session starting or ending while the page is open: ask the server again for its states
  const phases = sessions.map((s) => phaseOf(s, now)).join()
  const first = useRef(true)
  useEffect(() => {
    if (first.current || !d) {
      first.current = !d
      return
    }
    void q.reload()
  }, [phases])
  const phase = current ? phaseOf(current, now) : 'ended'
  return (
    <View className='sk' data-testid='seckill'>
      <Screen query={q} empty={!!d && !sessions.length} emptyText={t('empty')}>
        {current && (
          <View className='sk__body'>
            <View className='sk-tabs'>
              {sessions.map((s) => {
                const ph = phaseOf(s, now)
                return (
                  <View
                    key={s.id}
                    className={s.id === current.id ? 'sk-tab sk-tab--on' : 'sk-tab'}
                    data-testid={`sk-tab-${s.id}`}
                    onClick={() => setAsked(s.id)}
                  >
                    <Text className={s.id === current.id ? 'sk-tab__time sk-tab__time--on' : 'sk-tab__time'}>{hhmm(s.startsAt)}</Text>
                    <Text className={s.id === current.id ? 'sk-tab__state sk-tab__state--on' : 'sk-tab__state'}>{t(ph)}</Text>
                  </View>
                )
              })}
            </View>
            <View className='sk-head'>
              <Text className='sk-head__title'>{current.title}</Text>
              <Clock s={current} phase={phase} now={now} />
            </View>
            {current.items.length ? current.items.map((i) => <ItemCard key={i.id} i={i} phase={phase} />) : <Text className='sk-none'>{t('noItems')}</Text>}
          </View>
        )}
      </Screen>
    </View>
  )
}
