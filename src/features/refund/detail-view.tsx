import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { RefundAction, RefundDetail } from '~types/refund'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { hhmmss, useSecondsLeft } from '@/core/format/clock'
import { price } from '@/core/format/money'
import { t as tr, useT } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { api, newIdempotencyKey } from '@/core/request'
import { Button, confirm, RemoteImage, Screen, toast } from '@/core/ui'
import { PrivateImage, privateFileId } from '@/core/ui/private-image'
import { actionsOf, invalidateRefunds, PRIMARY } from './api'
import './texts'
import './refund.scss'
import './refund-web'

export type Viewer = 'buyer' | 'merchant' | 'staff'

/** ISO time -> `YYYY-MM-DD HH:mm` in the device's zone. */
export function when(iso: string | null | undefined): string {
  if (!iso) return ''
  const d = new Date(iso)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`
}

const fetchOf = (viewer: Viewer, id: number) =>
  viewer === 'merchant'
    ? api.refund.merchantDetail({ params: { id } })
    : viewer === 'staff'
      ? api.refund.staffDetail({ params: { id } })
      : api.refund.detail({ params: { id } })
const keyFor = (viewer: Viewer, id: number) =>
  viewer === 'merchant' ? keyOf('refund.merchantDetail', id) : viewer === 'staff' ? keyOf('refund.staffDetail', id) : keyOf('refund.detail', id)

/** What a text dialog asks for, by action. */
const ASKS: Partial<
  Record<RefundAction, { title: 'disputeTitle' | 'rejectTitle' | 'closeTitle' | 'forceTitle' | 'paidBackTitle'; hint: 'reasonHint' | 'noteHint' }>
> = {
  dispute: { title: 'disputeTitle', hint: 'reasonHint' },
  reject: { title: 'rejectTitle', hint: 'reasonHint' },
  close: { title: 'closeTitle', hint: 'reasonHint' },
  force: { title: 'forceTitle', hint: 'reasonHint' },
  paidBack: { title: 'paidBackTitle', hint: 'noteHint' },
}

/** One action of a viewer on a request; `text` is the dialog's reason or note. Resolves false when nothing was sent. */
async function perform(viewer: Viewer, a: RefundAction, d: RefundDetail, text: string): Promise<boolean> {
  const params = { id: d.id }
  const money = price(d.amount, d.currency)
  if (a === 'ship') return (void (await nav.to('order/refund/expressInfo', { id: d.id })), false)
  if (a === 'reapply') return (void (await nav.to('order/refund/apply', { orderId: d.orderId, itemId: d.lines[0]?.itemId })), false)
  if (a === 'withdraw') {
    if (!(await confirm(tr('refund:withdrawAsk')))) return false
    await api.refund.withdraw({ params })
  } else if (a === 'dispute') await api.refund.dispute({ params, body: { reason: text } })
  else if (a === 'agree') {
    if (!(await confirm(tr('refund:agreeAsk', { amount: money })))) return false
    await api.refund.agree({ params }, { idempotencyKey: newIdempotencyKey() })
  } else if (a === 'reject') await api.refund.reject({ params, body: { reason: text } })
  else if (a === 'receive') {
    if (!(await confirm(tr('refund:receiveAsk')))) return false
    await api.refund.receive({ params }, { idempotencyKey: newIdempotencyKey() })
  } else if (a === 'paidBack') {
    if (viewer === 'staff') await api.refund.staffPaidBack({ params, body: { note: text } })
    else await api.refund.paidBack({ params, body: { note: text } })
  } else if (a === 'force') await api.refund.force({ params, body: { reason: text } }, { idempotencyKey: newIdempotencyKey() })
  else if (a === 'close') await api.refund.close({ params, body: { reason: text } })
  return true
}

/**
 * One refund request as the shopper, the shop's merchant or staff sees it: the state (with what it means and
 * the time left when a timer runs), amount, lines, reason, description, proof pictures, the rejection reason,
 * the return address and shipment, the history, and exactly the buttons the server lists in `actions`.
 */
export function RefundDetailView({ viewer, id }: { viewer: Viewer; id: number }) {
  const { t } = useT('refund')
  const q = useQuery(keyFor(viewer, id), () => fetchOf(viewer, id), { enabled: id > 0, staleMs: 0 })
  usePullRefresh(q.reload)
  const d = q.data
  const left = useSecondsLeft(d?.deadline)
  const [asking, setAsking] = useState<RefundAction | null>(null)
  const [text, setText] = useState('')
  const act = useSubmit(async (a: RefundAction, of: RefundDetail, note: string) => {
    try {
      if (!(await perform(viewer, a, of, note))) return
    } finally {
      await invalidateRefunds()
    }
    toast(t('done'), 'success')
    setAsking(null)
    setText('')
  })
  const tap = (a: RefundAction) => {
    if (!d) return
    if (ASKS[a]) return void (setAsking(a), setText(''))
    void act.run(a, d, '')
  }
  const sendText = () => {
    if (!d || !asking) return
    if (!text.trim()) return toast(t('reasonRequired'))
    void act.run(asking, d, text.trim())
  }
  const actions = d ? actionsOf(d) : []
  const ask = asking ? ASKS[asking] : undefined
  return (
    <View className='rf' data-testid='refund-detail'>
      <Screen query={q} className='rf__body'>
        {d && (
          <View>
            <View className='rf-state'>
              <Text className='rf-state__text' data-testid='rf-state'>
                {t(`state.${d.state}`)}
              </Text>
              {viewer === 'buyer' && <Text className='rf-state__sub'>{t(`explain.${d.state}`)}</Text>}
              {!!d.deadline && left > 0 && (
                <Text className='rf-state__sub' data-testid='rf-deadline'>
                  {t('timeLeft', { time: hhmmss(left) })}
                </Text>
              )}
            </View>
            {d.rejectReason && (
              <View className='rf-box'>
                <Text className='rf-box__title'>{t('rejectReason')}</Text>
                <Text className='rf-box__text' data-testid='rf-reject-reason'>
                  {d.rejectReason}
                </Text>
              </View>
            )}
            {(d.returnAddress || d.trackingNo) && (
              <View className='rf-box' data-testid='rf-return'>
                {d.returnAddress && (
                  <>
                    <Text className='rf-box__title'>{t('returnAddress')}</Text>
                    <Text className='rf-box__text' data-testid='rf-return-address'>
                      {d.returnAddress}
                    </Text>
                  </>
                )}
                {d.carrier && <Row label={t('carrier')} value={d.carrier} />}
                {d.trackingNo && <Row label={t('trackingNo')} value={d.trackingNo} testId='rf-tracking' />}
              </View>
            )}
            <View className='rf-box'>
              <Text className='rf-box__title'>{d.shopName}</Text>
              {d.lines.map((l) => (
                <View key={l.itemId} className='rf-line'>
                  <RemoteImage className='rf-line__img' src={l.image} />
                  <View className='rf-line__body'>
                    <Text className='rf-line__title'>{l.title}</Text>
                    {!!l.specText && <Text className='rf-line__spec'>{l.specText}</Text>}
                  </View>
                  <View className='rf-line__side'>
                    <Text className='rf-line__price'>{price(l.amount, d.currency)}</Text>
                    <Text className='rf-line__spec'>{`x${l.count}`}</Text>
                  </View>
                </View>
              ))}
              {d.shipping > 0 && <Row label={t('shipping')} value={price(d.shipping, d.currency)} />}
              <Row label={t('amount')} value={price(d.amount, d.currency)} strong testId='rf-amount' />
            </View>
            <View className='rf-box'>
              <Row label={t('kind')} value={t(`type.${d.type}`)} />
              <Row label={t('reason')} value={d.reasonLabel || d.reason} testId='rf-reason' />
              {!!d.description && (
                <Text className='rf-box__text' data-testid='rf-description'>
                  {d.description}
                </Text>
              )}
              {d.proofs.length > 0 && (
                <View className='rf-imgs'>
                  {d.proofs.map((u, i) => (
                    <PrivateImage key={u} id={privateFileId(u)} className='rf-img' testId={`rf-proof-${i}`} />
                  ))}
                </View>
              )}
              <Row label={t('refundNo')} value={d.refundNo} testId='rf-no' />
              <Row
                label={t('orderNo')}
                value={viewer === 'buyer' ? `${d.orderNo} ›` : d.orderNo}
                onClick={viewer === 'buyer' ? () => void nav.to('order/form/info', { id: d.orderId }) : undefined}
              />
              <Row label={t('appliedAt')} value={when(d.createTime)} />
            </View>
            {d.history.length > 0 && (
              <View className='rf-box' data-testid='rf-history'>
                <Text className='rf-box__title'>{t('history')}</Text>
                {[...d.history].reverse().map((h, i) => (
                  <View key={`${h.time}-${i}`} className={i === 0 ? 'rf-ev rf-ev--last' : 'rf-ev'}>
                    <Text className='rf-ev__text'>{`${t(`state.${h.state}`)} · ${t(`actor.${h.actor}`, { defaultValue: h.actor })}`}</Text>
                    {!!h.note && <Text className='rf-ev__note'>{h.note}</Text>}
                    <Text className='rf-ev__time'>{when(h.time)}</Text>
                  </View>
                ))}
              </View>
            )}
            {ask && (
              <View className='rf-box' data-testid='rf-ask'>
                <Text className='rf-box__title'>{t(ask.title)}</Text>
                <Input
                  className='rf-input'
                  data-testid='rf-ask-input'
                  value={text}
                  maxlength={200}
                  placeholder={t(ask.hint)}
                  onInput={(e) => setText(e.detail.value)}
                />
                <View className='rf-ask__actions'>
                  <Button size='small' data-testid='rf-ask-cancel' onClick={() => setAsking(null)}>
                    {t('cancel')}
                  </Button>
                  <Button size='small' type='primary' data-testid='rf-ask-send' disabled={act.busy} loading={act.busy} onClick={sendText}>
                    {t('send')}
                  </Button>
                </View>
              </View>
            )}
          </View>
        )}
      </Screen>
      {d && actions.length > 0 && (
        <View className='rf-bar rf-bar--actions'>
          {actions.map((a) => (
            <Button key={a} size='small' type={PRIMARY.includes(a) ? 'primary' : 'default'} data-testid={`rf-${a}`} disabled={act.busy} onClick={() => tap(a)}>
              {t(`action.${a}`)}
            </Button>
          ))}
        </View>
      )}
    </View>
  )
}

/** A label and a value on one row. */
function Row({ label, value, testId, strong, onClick }: { label: string; value: string; testId?: string; strong?: boolean; onClick?: () => void }) {
  return (
    <View className='rf-row' onClick={onClick}>
      <Text className='rf-row__label'>{label}</Text>
      <Text className={strong ? 'rf-row__value rf-row__value--strong' : 'rf-row__value'} data-testid={testId}>
        {value}
      </Text>
    </View>
  )
}
