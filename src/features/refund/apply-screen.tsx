import Taro from '@tarojs/taro'
import { Image, Input, Text, Textarea, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import type { RefundPreview, RefundType } from '~types/refund'
import { REFUND_DESCRIPTION_MAX, REFUND_PROOF_MAX } from '~types/refund-codes'
import { keyOf, previewKey, usePullRefresh, useQuery } from '@/core/data'
import { useSubmit } from '@/core/form'
import { price } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api, http, newIdempotencyKey, RequestError } from '@/core/request'
import { Button, RemoteImage, Screen, toast } from '@/core/ui'
import { type ApplyField, fieldOf, fromMinor, invalidateRefunds, isProofType, toMinor } from './api'
import './texts'
import './refund.scss'
import './refund-web'

type Counts = Record<number, number>

/** The counts a fresh form starts with: the item named by the page (all of what is left of it), else none. */
const firstCounts = (d: RefundPreview, itemId: number): Counts => {
  const line = d.lines.find((l) => l.itemId === itemId && l.refundable > 0)
  return line ? { [line.itemId]: line.refundable } : {}
}

/**
 * Apply for a refund (`order/refund/apply?orderId=&itemId=`): the order's lines with what is left to refund of
 * each, refund only or refund and return (the types the server offers), a reason of the server's list, a
 * description, up to 3 private proof pictures, and the amount: the server's quote of the selection is the
 * default and the highest; a lower one may be typed (the server decides).
 */
export function RefundApplyScreen() {
  const { t } = useT('refund')
  const params = usePageParams('order/refund/apply')
  const orderId = Number(params.orderId)
  const q = useQuery(keyOf('refund.preview', orderId), () => api.refund.preview({ query: { orderId } }), { enabled: orderId > 0, staleMs: 0 })
  usePullRefresh(q.reload)
  const d = q.data
  // untouched: the item the page names; once chosen, the shopper's choice (a refetch keeps it)
  const [counts, setCounts] = useState<Counts | null>(null)
  const picked = useMemo(() => counts ?? (d ? firstCounts(d, Number(params.itemId) || 0) : {}), [counts, d, params.itemId])
  const lines = useMemo(
    () => (d?.lines ?? []).filter((l) => (picked[l.itemId] ?? 0) > 0).map((l) => ({ itemId: l.itemId, count: Math.min(picked[l.itemId], l.refundable) })),
    [d, picked],
  )
  const quote = useQuery(
    previewKey('refund.quote', orderId, lines.map((l) => `${l.itemId}x${l.count}`).join(',')),
    () => api.refund.quote({ body: { orderId, lines } }, { json: true, silent: true }),
    { enabled: !!d && lines.length > 0, staleMs: 0, refetchOnShow: false },
  )
  const max = lines.length ? quote.data?.max : undefined
  const [typed, setTyped] = useState<string | null>(null)
  const [type, setType] = useState<RefundType | null>(null)
  const [reason, setReason] = useState('')
  const [description, setDescription] = useState('')
  const [images, setImages] = useState<Array<{ path: string; id: string }>>([])
  const [errors, setErrors] = useState<Partial<Record<ApplyField, string>>>({})
  const kind = type ?? d?.types[0] ?? null
  const amountText = typed ?? (max !== undefined ? fromMinor(max) : '')
  const amount = typed === null ? max : toMinor(typed)
  const amountProblem =
    typed === null || max === undefined
      ? undefined
      : amount === null || amount === undefined || amount < 1
        ? t('amountInvalid')
        : amount > max
          ? t('amountTooHigh', { amount: price(max, d?.currency) })
          : undefined
  const body = {
    orderId,
    type: kind ?? 'refund',
    lines,
    reason,
    description: description.trim() || undefined,
    proofIds: images.length ? images.map((i) => i.id) : undefined,
    amount: amount ?? undefined,
  }
  // one key per intent: a retry of the same form is the same request, a changed form a new one
  const sig = JSON.stringify(body)
  const key = useMemo(() => newIdempotencyKey(), [sig])

  const choose = (next: Counts) => {
    setCounts(next)
    setTyped(null) // a new selection: its quote is the default again
    setErrors((e) => ({ ...e, lines: undefined, amount: undefined }))
  }
  const toggle = (itemId: number, refundable: number) => choose({ ...picked, [itemId]: picked[itemId] ? 0 : refundable })
  const step = (itemId: number, refundable: number, by: number) =>
    choose({ ...picked, [itemId]: Math.max(0, Math.min(refundable, (picked[itemId] ?? 0) + by)) })
  const refundableLines = (d?.lines ?? []).filter((l) => l.refundable > 0)
  const whole = refundableLines.length > 0 && refundableLines.every((l) => picked[l.itemId] === l.refundable)
  const pickWhole = () => choose(whole ? {} : Object.fromEntries(refundableLines.map((l) => [l.itemId, l.refundable])))

  const upload = useSubmit(async (files: Array<{ path: string; type?: string }>) => {
    for (const f of files) {
      if (!isProofType(f.path, f.type)) {
        setErrors((e) => ({ ...e, proofs: t('proofType') }))
        toast(t('proofType'))
        continue
      }
      const u = await http.upload(f.path, { formData: { scope: 'private' } })
      setImages((l) => (l.length < REFUND_PROOF_MAX ? [...l, { path: f.path, id: u.id }] : l))
      setErrors((e) => ({ ...e, proofs: undefined }))
    }
  })
  const send = useSubmit(async () => {
    try {
      const r = await api.refund.apply({ body }, { json: true, idempotencyKey: key })
      toast(t('applied'), 'success')
      void invalidateRefunds()
      await nav.redirect('order/refund/details', { id: r.id })
    } catch (e) {
      // the request client showed the server's message; it stays under the field it names
      if (e instanceof RequestError) {
        const f = fieldOf(e.code, e.field)
        if (f) setErrors((x) => ({ ...x, [f]: e.message }))
        if (f === 'lines' || f === 'amount') void quote.reload()
      }
    }
  })
  const busy = upload.busy || send.busy
  const addProof = async () => {
    if (busy || images.length >= REFUND_PROOF_MAX) return
    let files: Array<{ path: string; type?: string }> = []
    try {
      const r = await Taro.chooseImage({ count: REFUND_PROOF_MAX - images.length, sizeType: ['compressed'] })
      files = r.tempFilePaths.map((path, i) => ({ path, type: (r.tempFiles?.[i] as { type?: string } | undefined)?.type }))
    } catch {
      return
    }
    await upload.run(files.slice(0, REFUND_PROOF_MAX - images.length))
  }
  const submit = async () => {
    if (busy) return
    const problems: Partial<Record<ApplyField, string>> = {}
    if (!lines.length) problems.lines = t('noLines')
    if (!reason) problems.reason = t('noReason')
    if (lines.length && max === undefined) return toast(quote.error ?? t('noLines'))
    if (amountProblem) problems.amount = amountProblem
    setErrors(problems)
    const first = problems.lines ?? problems.reason ?? problems.amount
    if (first) return toast(first)
    await send.run()
  }

  return (
    <View className='rf' data-testid='refund-apply'>
      <Screen query={q} className='rf__body'>
        {d && (
          <View>
            <View className='rf-box'>
              <View className='rf-box__head'>
                <Text className='rf-box__title'>{d.shopName}</Text>
                <Text className={whole ? 'rf-chip rf-chip--on' : 'rf-chip'} data-testid='rf-whole' onClick={pickWhole}>
                  {t('wholeOrder')}
                </Text>
              </View>
              {d.lines.map((l) => {
                const n = picked[l.itemId] ?? 0
                const can = l.refundable > 0
                return (
                  <View key={l.itemId} className='rf-line' data-testid={`rf-line-${l.itemId}`}>
                    <View
                      className={n > 0 ? 'rf-check rf-check--on' : can ? 'rf-check' : 'rf-check rf-check--off'}
                      data-testid={`rf-check-${l.itemId}`}
                      onClick={() => can && toggle(l.itemId, l.refundable)}
                    >
                      {n > 0 && <Text className='rf-check__mark'>✓</Text>}
                    </View>
                    <RemoteImage className='rf-line__img' src={l.image} />
                    <View className='rf-line__body'>
                      <Text className='rf-line__title'>{l.title}</Text>
                      {!!l.specText && <Text className='rf-line__spec'>{l.specText}</Text>}
                      <Text className='rf-line__spec'>{`${price(l.price, d.currency)} x${l.count}`}</Text>
                      <Text className={can ? 'rf-line__hint' : 'rf-line__hint rf-line__hint--off'}>
                        {can ? t('refundable', { n: l.refundable }) : l.refundState ? t(`state.${l.refundState}`) : t('refundable', { n: 0 })}
                      </Text>
                    </View>
                    {can && (
                      <View className='rf-step'>
                        <Text className='rf-step__btn' data-testid={`rf-minus-${l.itemId}`} onClick={() => step(l.itemId, l.refundable, -1)}>
                          -
                        </Text>
                        <Text className='rf-step__n' data-testid={`rf-count-${l.itemId}`}>
                          {String(n)}
                        </Text>
                        <Text className='rf-step__btn' data-testid={`rf-plus-${l.itemId}`} onClick={() => step(l.itemId, l.refundable, 1)}>
                          +
                        </Text>
                      </View>
                    )}
                  </View>
                )
              })}
              {errors.lines && (
                <Text className='rf-error' data-testid='rf-error-lines'>
                  {errors.lines}
                </Text>
              )}
            </View>

            <View className='rf-box'>
              <Text className='rf-box__title'>{t('kind')}</Text>
              <View className='rf-chips'>
                {d.types.map((ty) => (
                  <Text key={ty} className={kind === ty ? 'rf-chip rf-chip--on' : 'rf-chip'} data-testid={`rf-type-${ty}`} onClick={() => setType(ty)}>
                    {t(`type.${ty}`)}
                  </Text>
                ))}
              </View>
              {errors.type && <Text className='rf-error'>{errors.type}</Text>}
              <Text className='rf-box__title'>{t('reason')}</Text>
              <View className='rf-chips'>
                {d.reasons.map((r) => (
                  <Text
                    key={r.value}
                    className={reason === r.value ? 'rf-chip rf-chip--on' : 'rf-chip'}
                    data-testid={`rf-reason-${r.value}`}
                    onClick={() => (setReason(r.value), setErrors((e) => ({ ...e, reason: undefined })))}
                  >
                    {r.label}
                  </Text>
                ))}
              </View>
              {errors.reason && (
                <Text className='rf-error' data-testid='rf-error-reason'>
                  {errors.reason}
                </Text>
              )}
            </View>

            <View className='rf-box'>
              <View className='rf-box__head'>
                <Text className='rf-box__title'>{t('amount')}</Text>
                {max !== undefined && (
                  <Text className='rf-box__sub' data-testid='rf-max'>
                    {t('amountMax', { amount: price(max, d.currency) })}
                  </Text>
                )}
              </View>
              <View className='rf-amount'>
                <Input
                  className='rf-amount__input'
                  data-testid='rf-amount'
                  type='digit'
                  value={amountText}
                  disabled={max === undefined}
                  onInput={(e) => (setTyped(e.detail.value), setErrors((x) => ({ ...x, amount: undefined })))}
                />
              </View>
              {!!quote.data?.shipping && lines.length > 0 && (
                <Text className='rf-box__sub'>{t('shippingIncluded', { amount: price(quote.data.shipping, d.currency) })}</Text>
              )}
              {(amountProblem || errors.amount) && (
                <Text className='rf-error' data-testid='rf-error-amount'>
                  {amountProblem ?? errors.amount}
                </Text>
              )}
            </View>

            <View className='rf-box'>
              <View className='rf-box__head'>
                <Text className='rf-box__title'>{t('description')}</Text>
                <Text className='rf-box__sub' data-testid='rf-counter'>{`${description.length}/${REFUND_DESCRIPTION_MAX}`}</Text>
              </View>
              <Textarea
                className='rf-text'
                data-testid='rf-description'
                value={description}
                maxlength={REFUND_DESCRIPTION_MAX}
                placeholder={t('descriptionHint')}
                onInput={(e) => setDescription(e.detail.value.slice(0, REFUND_DESCRIPTION_MAX))}
              />
              {errors.description && <Text className='rf-error'>{errors.description}</Text>}
              <View className='rf-box__head'>
                <Text className='rf-box__title'>{t('proofs')}</Text>
                <Text className='rf-box__sub'>{t('proofHint', { max: REFUND_PROOF_MAX })}</Text>
              </View>
              <View className='rf-imgs'>
                {images.map((i) => (
                  <Image
                    key={i.id}
                    className='rf-img'
                    src={i.path}
                    mode='aspectFill'
                    data-testid='rf-proof'
                    onClick={() => setImages((l) => l.filter((x) => x.id !== i.id))}
                  />
                ))}
                {images.length < REFUND_PROOF_MAX && (
                  <View className='rf-img rf-img--add' data-testid='rf-add-proof' onClick={() => void addProof()}>
                    <Text className='rf-img__plus'>+</Text>
                  </View>
                )}
              </View>
              {errors.proofs && (
                <Text className='rf-error' data-testid='rf-error-proofs'>
                  {errors.proofs}
                </Text>
              )}
            </View>
          </View>
        )}
      </Screen>
      {d && (
        <View className='rf-bar'>
          <Text className='rf-bar__total' data-testid='rf-total'>
            {amount !== undefined && amount !== null ? price(amount, d.currency) : ''}
          </Text>
          <Button type='primary' data-testid='rf-submit' disabled={busy} loading={busy} onClick={() => void submit()}>
            {t('submit')}
          </Button>
        </View>
      )}
    </View>
  )
}
