// The dynamic forms area's shopper screens: fill a form (`systemPay/layoutForm/index`), its result (`success`, `error`).
import Taro from '@tarojs/taro'
import { Image, Input, Picker, Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import type { Answers, PublicField, PublicForm } from '~types/form'
import { FormCodes } from '~types/form-codes'
import { invalidate, keyOf, useQuery, usePullRefresh } from '@/core/data'
import { useSubmit } from '@/core/form'
import { price } from '@/core/format/money'
import { useT } from '@/core/i18n'
import { nav, usePageParams } from '@/core/navigation'
import { api, http, RequestError } from '@/core/request'
import { Button, Screen, toast } from '@/core/ui'
import { clientCheck, optionsPrice, type Draft } from './api'
import './texts'
import './form.scss'
import './form-web'

type Files = Record<string, Array<{ id: string; path: string }>>

/**
 * `systemPay/layoutForm/index?id=` (a home banner opens it): the form's latest version, its fields by kind (text,
 * number, choice, date, picture and file uploads), client checks for comfort and the server's refusals under the
 * field they name. A free form lands on `success`; a paid one goes to the cashier with its `F...` number and comes
 * back to `success`, which shows "paid" only when the payment arrived. With `productId`: the answers are the
 * product's cart line's (the price they add per piece), and the page goes back.
 */
export function FormScreen() {
  const params = usePageParams('systemPay/layoutForm/index')
  const id = Number(params.id)
  const productId = params.productId ? Number(params.productId) : undefined
  const q = useQuery(keyOf('form.get', id), () => api.form.get({ params: { id } }), { enabled: id > 0 })
  const prior = useQuery(keyOf('form.productForm', productId), () => api.form.productForm({ params: { productId: productId! } }), {
    enabled: !!productId,
  })
  usePullRefresh(q.reload)
  return (
    <View className='lf' data-testid='form'>
      <Screen query={q} skeleton='detail'>
        {q.data && (!productId || prior.data) && (
          <FormBody key={`${q.data.id}-${q.data.version}`} form={q.data} productId={productId} initial={prior.data?.answers ?? undefined} reload={q.reload} />
        )}
      </Screen>
    </View>
  )
}

function FormBody(props: { form: PublicForm; productId?: number; initial?: Answers; reload: () => Promise<unknown> }) {
  const { t } = useT('form')
  const { form } = props
  const [draft, setDraft] = useState<Draft>(() => {
    const d: Draft = {}
    for (const [k, v] of Object.entries(props.initial ?? {})) if (!form.fields.some((f) => f.key === k && (f.kind === 'picture' || f.kind === 'file'))) d[k] = v
    return d
  })
  const [files, setFiles] = useState<Files>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = (key: string, v: Draft[string]) => {
    setDraft((d) => ({ ...d, [key]: v }))
    setErrors((e) => ({ ...e, [key]: '' }))
  }
  const total = form.price + optionsPrice(form, draft)

  const upload = useSubmit(async (f: PublicField, paths: string[]) => {
    for (const path of paths) {
      try {
        const u = await http.upload(path, { formData: { scope: 'public' } })
        setFiles((all) => ({ ...all, [f.key]: [...(all[f.key] ?? []), { id: u.id, path: u.url || path }].slice(0, f.maxFiles ?? 1) }))
      } catch (e) {
        setErrors((x) => ({ ...x, [f.key]: (e as Error).message }))
      }
    }
  })
  const choose = async (f: PublicField) => {
    if (upload.busy) return
    const left = (f.maxFiles ?? 1) - (files[f.key]?.length ?? 0)
    if (left <= 0) return void setErrors((e) => ({ ...e, [f.key]: t('maxFiles', { max: f.maxFiles ?? 1 }) }))
    let paths: string[] = []
    try {
      paths = (await Taro.chooseImage({ count: left, sizeType: ['compressed'] })).tempFilePaths
    } catch {
      return
    }
    setErrors((e) => ({ ...e, [f.key]: '' }))
    await upload.run(f, paths)
  }

  const send = useSubmit(async () => {
    const answers: Answers = { ...draft }
    for (const f of form.fields) if (f.kind === 'picture' || f.kind === 'file') answers[f.key] = (files[f.key] ?? []).map((x) => x.id)
    const found = clientCheck(form, answers, t)
    setErrors(found)
    if (Object.keys(found).length) return
    try {
      if (props.productId) {
        await api.form.productAnswers({ body: { productId: props.productId, version: form.version, answers } }, { json: true, silent: true })
        invalidate(keyOf('form.productForm', props.productId))
        invalidate(keyOf('cart.list'))
        toast(t('saved'), 'success')
        await nav.back()
        return
      }
      const s = await api.form.submit({ body: { formId: form.id, version: form.version, answers } }, { json: true, silent: true })
      if (s.state === 'unpaid') await nav.redirect('systemPay/order/details/index', { payNo: s.id })
      else await nav.redirect('systemPay/layoutForm/success', { id: s.id })
    } catch (e) {
      if (e instanceof RequestError && e.code === FormCodes.VERSION_GONE) {
        toast(e.message)
        await props.reload()
        return
      }
      // the server's refusal under the field it names (answers.<key>)
      const key = e instanceof RequestError && e.field?.startsWith('answers.') ? e.field.slice('answers.'.length) : undefined
      if (key && form.fields.some((f) => f.key === key)) setErrors({ [key]: (e as Error).message })
      else toast((e as Error).message)
    }
  })

  const field = (f: PublicField) => {
    const v = draft[f.key]
    switch (f.kind) {
      case 'text':
        return (f.maxLength ?? 0) > 60 || !f.maxLength ? (
          <Textarea
            className='lf-text'
            data-testid={`lf-input-${f.key}`}
            value={typeof v === 'string' ? v : ''}
            maxlength={f.maxLength ?? 2000}
            onInput={(e) => set(f.key, e.detail.value)}
          />
        ) : (
          <Input
            className='lf-input'
            data-testid={`lf-input-${f.key}`}
            value={typeof v === 'string' ? v : ''}
            maxlength={f.maxLength}
            onInput={(e) => set(f.key, e.detail.value)}
          />
        )
      case 'number':
        return (
          <Input
            className='lf-input'
            type='digit'
            data-testid={`lf-input-${f.key}`}
            value={v === undefined ? '' : String(v)}
            onInput={(e) => set(f.key, e.detail.value)}
          />
        )
      case 'date':
        return (
          <Picker mode='date' value={typeof v === 'string' ? v : ''} onChange={(e) => set(f.key, String(e.detail.value))}>
            <View className='lf-input' data-testid={`lf-input-${f.key}`}>
              <Text className={v ? 'lf-date' : 'lf-date lf-date--empty'}>{typeof v === 'string' && v ? v : t('pickDate')}</Text>
            </View>
          </Picker>
        )
      case 'choice': {
        const picked = Array.isArray(v) ? v : typeof v === 'string' ? [v] : []
        const toggle = (value: string) => set(f.key, f.multiple ? (picked.includes(value) ? picked.filter((x) => x !== value) : [...picked, value]) : value)
        return (
          <View className='lf-options'>
            {(f.options ?? []).map((o) => (
              <View
                key={o.value}
                className={picked.includes(o.value) ? 'lf-option lf-option--on' : 'lf-option'}
                data-testid={`lf-option-${f.key}-${o.value}`}
                onClick={() => toggle(o.value)}
              >
                <Text className={picked.includes(o.value) ? 'lf-option__text lf-option__text--on' : 'lf-option__text'}>
                  {o.price ? `${o.label} +${price(o.price, form.currency)}` : o.label}
                </Text>
              </View>
            ))}
          </View>
        )
      }
      default: {
        const list = files[f.key] ?? []
        return (
          <View className='lf-files'>
            {list.map((x, n) => (
              <View key={x.id} className='lf-file' data-testid={`lf-file-${f.key}-${n}`}>
                <Image className='lf-file__img' src={x.path} mode='aspectFill' />
                <Text
                  className='lf-file__remove'
                  data-testid={`lf-file-remove-${f.key}-${n}`}
                  onClick={() => setFiles((all) => ({ ...all, [f.key]: list.filter((y) => y.id !== x.id) }))}
                >
                  {t('remove')}
                </Text>
              </View>
            ))}
            {list.length < (f.maxFiles ?? 1) && (
              <View className='lf-add' data-testid={`lf-add-${f.key}`} onClick={() => void choose(f)}>
                <Text className='lf-add__text'>{upload.busy ? t('uploading') : `+ ${t('upload')}`}</Text>
              </View>
            )}
          </View>
        )
      }
    }
  }

  return (
    <View className='lf-body'>
      <View className='lf-head'>
        <Text className='lf-title' data-testid='lf-title'>
          {form.title}
        </Text>
        {!!form.description && <Text className='lf-desc'>{form.description}</Text>}
      </View>
      {form.fields.map((f) => (
        <View key={f.key} className='lf-field' data-testid={`lf-field-${f.key}`}>
          <View className='lf-label-row'>
            {f.required && <Text className='lf-required'>*</Text>}
            <Text className='lf-label'>{f.label}</Text>
            {(f.kind === 'picture' || f.kind === 'file') && (
              <Text className='lf-hint'>{t('filesHint', { n: files[f.key]?.length ?? 0, max: f.maxFiles ?? 1 })}</Text>
            )}
          </View>
          {field(f)}
          {!!errors[f.key] && (
            <Text className='lf-error' data-testid={`lf-error-${f.key}`}>
              {errors[f.key]}
            </Text>
          )}
        </View>
      ))}
      <View className='lf-foot'>
        {(form.price > 0 || total > 0) && (
          <Text className='lf-total' data-testid='lf-total'>
            {props.productId ? t('addsPerPiece', { amount: price(total, form.currency) }) : t('total', { amount: price(total, form.currency) })}
          </Text>
        )}
        <Button type='primary' block data-testid='lf-submit' loading={send.busy || upload.busy} onClick={() => void send.run()}>
          {props.productId ? t('save') : total > 0 ? t('submitPay') : t('submit')}
        </Button>
      </View>
    </View>
  )
}

/** `systemPay/layoutForm/success?id=`: the submission's state; a paid form's is polled until its payment arrives ("paid" only then). */
export function FormSuccessScreen() {
  const { t } = useT('form')
  const { id = '' } = usePageParams('systemPay/layoutForm/success')
  const q = useQuery(keyOf('form.submission', id), () => api.form.submission({ params: { id } }), { enabled: !!id, staleMs: 0 })
  usePullRefresh(q.reload)
  const s = q.data
  return (
    <View className='lf' data-testid='form-success'>
      <Screen query={q} skeleton='detail'>
        {s && (
          <View className='lf-result'>
            <Text className='lf-result__icon'>{s.state === 'paid' || s.state === 'submitted' ? '✓' : '…'}</Text>
            <Text className='lf-result__title' data-testid='lf-state'>
              {t(`state.${s.state}`)}
            </Text>
            <Text className='lf-result__line'>{s.title}</Text>
            {s.amount > 0 && <Text className='lf-result__line'>{price(s.amount, s.currency)}</Text>}
            <Text className='lf-result__line lf-result__line--no'>{s.id}</Text>
            {s.state === 'unpaid' && (
              <Button type='primary' size='small' data-testid='lf-pay' onClick={() => void nav.redirect('systemPay/order/details/index', { payNo: s.id })}>
                {t('pay')}
              </Button>
            )}
            {(s.state === 'unpaid' || s.state === 'awaiting') && (
              <Button size='small' data-testid='lf-refresh' onClick={() => void q.reload()}>
                {t('refresh')}
              </Button>
            )}
            <Button size='small' data-testid='lf-home' onClick={() => void nav.to('tabbar/index')}>
              {t('home')}
            </Button>
          </View>
        )}
      </Screen>
    </View>
  )
}

/** `systemPay/layoutForm/error`: the payment failed (the gateway's or staff's reason); pay again or go home. */
export function FormErrorScreen() {
  const { t } = useT('form')
  const { id, reason } = usePageParams('systemPay/layoutForm/error')
  return (
    <View className='lf' data-testid='form-error'>
      <View className='lf-result'>
        <Text className='lf-result__icon lf-result__icon--bad'>!</Text>
        <Text className='lf-result__title'>{t('failed')}</Text>
        {!!reason && <Text className='lf-result__line'>{reason}</Text>}
        {!!id && (
          <Button type='primary' size='small' data-testid='lf-retry' onClick={() => void nav.redirect('systemPay/order/details/index', { payNo: id })}>
            {t('pay')}
          </Button>
        )}
        <Button size='small' data-testid='lf-home' onClick={() => void nav.to('tabbar/index')}>
          {t('home')}
        </Button>
      </View>
    </View>
  )
}
