import Taro from '@tarojs/taro'
import { Image, Input, Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import { keyOf, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { api, http, newIdempotencyKey } from '@/core/request'
import { Button, Screen, toast } from '@/core/ui'
import type { PaymentStatus } from '~types/payment'
import { usePageParams } from '@/core/navigation'
import { invalidateOrders } from './api'
import { land } from './pay-flow'
import { price, Row } from './parts'
import './texts'
import './order.scss'
import './order-web'

const PROOF_MAX = 9
/** A payment that takes a proof: new, or rejected by the platform (a new proof replaces the old one). */
const OPEN: PaymentStatus[] = ['created', 'rejected']
/** What a payment that takes no proof says instead (already sent, settled or ended). */
const STATE_TEXT: Partial<Record<PaymentStatus, string>> = {
  awaiting: 'awaitingText',
  paid: 'mainState.paid',
  cancelled: 'mainState.cancelled',
  refunded: 'mainState.cancelled',
}

/** Offline payment (`offlinePay?paymentId=&payNo=&target=`): the platform's bank details, then proof images (private uploads) for review. */
export function OfflinePayScreen() {
  const { t } = useT('order')
  const params = usePageParams('offlinePay')
  const id = Number(params.paymentId)
  const q = useQuery(keyOf('payment.get', id), () => api.payment.get({ params: { id } }, { silent: true }), { enabled: id > 0 })
  const [images, setImages] = useState<Array<{ path: string; id: string }>>([])
  const [remark, setRemark] = useState('')
  const key = useMemo(() => newIdempotencyKey(), [])
  const p = q.data
  const open = !!p && OPEN.includes(p.status as PaymentStatus)

  const upload = useSubmit(async (paths: string[]) => {
    for (const path of paths) {
      const u = await http.upload(path, { formData: { scope: 'private' } })
      setImages((l) => [...l, { path, id: u.id }])
    }
  })
  const send = useSubmit(async () => {
    const r = await api.payment.proof({ body: { paymentId: id, images: images.map((i) => i.id), remark } }, { json: true, idempotencyKey: key })
    void invalidateOrders()
    await land(r, r.payNo, params.target === 'recharge' ? 'recharge' : 'order')
  })
  const busy = upload.busy || send.busy
  const add = async () => {
    if (busy) return
    let paths: string[] = []
    try {
      paths = (await Taro.chooseImage({ count: PROOF_MAX - images.length, sizeType: ['compressed'] })).tempFilePaths
    } catch {
      return
    }
    await upload.run(paths)
  }
  const submit = async () => {
    if (!images.length) return toast(t('proofRequired'))
    if (busy) return
    await send.run()
  }
  return (
    <View className='op' data-testid='offline-pay'>
      <Screen query={q}>
        {p && (
          <View>
            <View className='co-shop'>
              {p.status === 'rejected' && (
                <Text className='op__note' data-testid='op-state'>
                  {t('proofRejected', { reason: p.reason ?? '' })}
                </Text>
              )}
              {!open && (
                <Text className='op__note' data-testid='op-state'>
                  {t(STATE_TEXT[p.status as PaymentStatus] ?? 'payFailed')}
                </Text>
              )}
              <Row label={t('amount')} value={price(p.amount, p.currency)} strong testId='op-amount' />
              {p.bank && (
                <View>
                  <Row label={t('bank.bankName')} value={p.bank.bankName} />
                  <Row label={t('bank.accountName')} value={p.bank.accountName} />
                  <Row label={t('bank.accountNo')} value={p.bank.accountNo} testId='op-account' />
                  <Row label={t('bank.branch')} value={p.bank.branch} />
                  {p.bank.note && <Text className='op__note'>{p.bank.note}</Text>}
                </View>
              )}
            </View>
            {open && (
              <View className='co-shop'>
                <Text className='co-shop__name'>{t('uploadProof')}</Text>
                <View className='op-imgs'>
                  {images.map((i) => (
                    <Image key={i.id} className='op-img' src={i.path} mode='aspectFill' onClick={() => setImages((l) => l.filter((x) => x.id !== i.id))} />
                  ))}
                  {images.length < PROOF_MAX && (
                    <View className='op-img op-img--add' data-testid='op-add' onClick={() => void add()}>
                      <Text className='op-img__plus'>+</Text>
                    </View>
                  )}
                </View>
                <Input className='co-remark__input' value={remark} maxlength={200} placeholder={t('remarkHint')} onInput={(e) => setRemark(e.detail.value)} />
              </View>
            )}
          </View>
        )}
      </Screen>
      {open && (
        <View className='co-bar'>
          <Button type='primary' block data-testid='op-submit' disabled={busy} loading={busy} onClick={() => void submit()}>
            {t('submitProof')}
          </Button>
        </View>
      )}
    </View>
  )
}
