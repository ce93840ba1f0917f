// The workbench's flash sales (`merchant/flash-sales`): put a SKU of my shop on sale in a session (one of my products,
// then one of its SKUs; flash price, quantity set aside from its stock, per-person limit), and my items with what is
// sold and left.
import { useReachBottom } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { FlashSessionRow } from '~types/seckill'
import { SECKILL_LIMIT_MAX, SECKILL_QUANTITY_MAX } from '~types/seckill-codes'
import { keyOf, useInfiniteQuery, usePullRefresh, useQuery } from '@/core/data'
import { price, toMinor } from '@/core/format/money'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { api } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Button, chooseAction, MySkuPicker, PagingLine, Screen, toast } from '@/core/ui'
import { hhmm, PAGE_SIZE } from './api'
import './texts'
import './seckill.scss'
import './seckill-web'

const whole = (text: string, max: number) => (/^\d{1,6}$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= max ? Number(text) : null)
const sessionText = (s: FlashSessionRow) => `${s.title} ${new Date(s.startsAt).toLocaleDateString()} ${hhmm(s.startsAt)}-${hhmm(s.endsAt)}`

function NewItem({ sessions }: { sessions: FlashSessionRow[] }) {
  const { t } = useT('seckill')
  const [session, setSession] = useState<FlashSessionRow | undefined>(undefined)
  const [skuId, setSkuId] = useState(0)
  const [flash, setFlash] = useState('')
  const [quantity, setQuantity] = useState('')
  const [limit, setLimit] = useState('1')
  const pick = async () => {
    const i = await chooseAction(sessions.map(sessionText))
    if (i !== undefined) setSession(sessions[i])
  }
  const { busy, run } = useSubmit(
    async () => {
      const body = {
        sessionId: session?.id,
        skuId,
        price: toMinor(flash),
        quantity: whole(quantity, SECKILL_QUANTITY_MAX),
        limit: whole(limit, SECKILL_LIMIT_MAX),
      }
      if (!body.sessionId || !body.skuId || !body.price || !body.quantity || !body.limit) return void toast(t('badItem'))
      await api.seckill.createItem({ body: { sessionId: body.sessionId, skuId: body.skuId, price: body.price, quantity: body.quantity, limit: body.limit } })
      toast(t('created'), 'success')
      setSkuId(0)
      setFlash('')
      setQuantity('')
    },
    { invalidate: [keyOf('seckill.items'), keyOf('seckill.openSessions')] },
  )
  return (
    <View className='sk-card' data-testid='sk-new-item'>
      <Text className='sk-card__title'>{t('newItem')}</Text>
      <Text className='sk-label'>{t('session')}</Text>
      <Text className='sk-pick' data-testid='sk-session' onClick={() => void pick()}>
        {session ? sessionText(session) : `${t('chooseSession')} ›`}
      </Text>
      <MySkuPicker skuId={skuId} onChange={setSkuId} />
      <View className='sk-fields'>
        <View className='sk-fields__one'>
          <Text className='sk-label'>{t('price')}</Text>
          <Input className='sk-input' type='digit' value={flash} data-testid='sk-flash-price' onInput={(e) => setFlash(e.detail.value)} />
        </View>
        <View className='sk-fields__one'>
          <Text className='sk-label'>{t('quantity')}</Text>
          <Input className='sk-input' type='number' value={quantity} data-testid='sk-quantity' onInput={(e) => setQuantity(e.detail.value)} />
        </View>
        <View className='sk-fields__one'>
          <Text className='sk-label'>{t('limit')}</Text>
          <Input className='sk-input' type='number' value={limit} data-testid='sk-limit' onInput={(e) => setLimit(e.detail.value)} />
        </View>
      </View>
      <Button type='primary' block disabled={busy} loading={busy} data-testid='sk-create' onClick={() => void run()}>
        {t('create')}
      </Button>
    </View>
  )
}

export function MerchantFlashSalesScreen() {
  const { t } = useT('seckill')
  const allowed = useSessionStore((s) => !!s.userInfo?.merchant)
  const sessions = useQuery(keyOf('seckill.openSessions'), () => api.seckill.openSessions(undefined, { silent: true }), { enabled: allowed })
  const items = useInfiniteQuery(keyOf('seckill.items'), (pageNum) => api.seckill.items({ query: { pageNum, pageSize: PAGE_SIZE } }), { enabled: allowed })
  useReachBottom(items.loadMore)
  usePullRefresh(async () => {
    await Promise.all([sessions.reload(), items.reload()])
  })
  const refused = !allowed || (sessions.error && !sessions.data) ? t('notMerchant') : undefined
  return (
    <View className='sk' data-testid='merchant-flash-sales'>
      <Screen query={refused ? undefined : sessions} error={refused}>
        {sessions.data && (
          <View className='sk__body'>
            {sessions.data.length ? <NewItem sessions={sessions.data} /> : <Text className='sk-none'>{t('noSessions')}</Text>}
            <Text className='sk-title'>{t('myItems')}</Text>
            <Screen query={items} empty={!items.rows.length} emptyText={t('noMyItems')}>
              {items.rows.map((i) => (
                <View key={i.id} className='sk-row' data-testid={`sk-mine-${i.id}`}>
                  <View className='sk-row__line'>
                    <Text className='sk-row__name'>{i.title}</Text>
                    <Text className='sk-row__value'>{price(i.price, i.currency)}</Text>
                  </View>
                  <Text className='sk-row__meta'>
                    {i.sessionTitle} {hhmm(i.startsAt)}-{hhmm(i.endsAt)} · {t(i.state)} · {t('limitN', { n: i.limit })}
                  </Text>
                  <Text className='sk-row__meta' data-testid='sk-sold-left'>
                    {t('soldLeft', { sold: i.sold, left: i.left })}
                    {i.returned ? ` · ${t('returned', { n: i.returned })}` : ''}
                  </Text>
                </View>
              ))}
              <PagingLine query={items} />
            </Screen>
          </View>
        )}
      </Screen>
    </View>
  )
}
