// The desk's forms editor (`platform/forms`, staff): list the tenant's forms, create, edit the fields of a draft, publish a version.
import { Input, Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { FORM_FIELD_KINDS, type FormFieldKind } from '~types/form-codes'
import type { DeskForm, FormDraft, FormField } from '~types/form'
import { keyOf, usePullRefresh, useQuery } from '@/core/data'
import { price, toMinor } from '@/core/format/money'
import { useSubmit } from '@/core/form'
import { useT } from '@/core/i18n'
import { api, RequestError } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { Screen, toast } from '@/core/ui'
import './texts'
import './form.scss'
import './desk.scss'
import './form-web'

/** A field as the editor holds it: numbers and lists as typed text, options one per line `value|label|price`. */
interface EditField {
  /** the field as loaded (its labels in every language: the editor changes English and Chinese, keeps the rest) */
  was?: FormField
  key: string
  kind: FormFieldKind
  en: string
  zh: string
  required: boolean
  maxLength: string
  min: string
  max: string
  multiple: boolean
  options: string
  maxFiles: string
  maxSizeKb: string
  types: string
}
interface Edit {
  was?: DeskForm
  id: number | null
  en: string
  zh: string
  price: string
  productIds: string
  fields: EditField[]
}

const num = (s: string) => (s.trim() === '' ? undefined : Number(s))
const toEdit = (f: DeskForm): Edit => ({
  was: f,
  id: f.id,
  en: f.title.en ?? '',
  zh: f.title.zh_CN ?? '',
  price: (f.price / 100).toFixed(2),
  productIds: f.productIds.join(','),
  fields: f.fields.map((x) => ({
    was: x,
    key: x.key,
    kind: x.kind,
    en: x.label.en ?? '',
    zh: x.label.zh_CN ?? '',
    required: x.required,
    maxLength: x.maxLength?.toString() ?? '',
    min: x.min?.toString() ?? '',
    max: x.max?.toString() ?? '',
    multiple: !!x.multiple,
    options: (x.options ?? []).map((o) => `${o.value}|${o.label.en ?? o.label.zh_CN ?? ''}|${((o.price ?? 0) / 100).toFixed(2)}`).join('\n'),
    maxFiles: x.maxFiles?.toString() ?? '',
    maxSizeKb: x.maxSize ? String(Math.round(x.maxSize / 1024)) : '',
    types: (x.types ?? []).join(','),
  })),
})
const blankField = (n: number): EditField => ({
  key: `f${n}`,
  kind: 'text',
  en: '',
  zh: '',
  required: false,
  maxLength: '',
  min: '',
  max: '',
  multiple: false,
  options: '',
  maxFiles: '',
  maxSizeKb: '',
  types: '',
})
/** English and Chinese as typed over what the other languages said before (zh_TW follows zh_CN unless it had its own). */
const lang = (en: string, zh: string, was: Record<string, string> = {}) => ({
  ...(zh.trim() ? { zh_TW: zh.trim() } : {}),
  ...was,
  ...(en.trim() ? { en: en.trim() } : {}),
  ...(zh.trim() ? { zh_CN: zh.trim() } : {}),
})

/** The editor's text as the contract's draft (the server checks it as a whole). */
function toDraft(e: Edit): FormDraft {
  const fields: FormField[] = e.fields.map((f) => ({
    key: f.key.trim(),
    kind: f.kind,
    label: lang(f.en, f.zh, f.was?.label),
    required: f.required,
    ...(f.kind === 'text' && num(f.maxLength) ? { maxLength: num(f.maxLength) } : {}),
    ...(f.kind === 'number' && num(f.min) !== undefined ? { min: num(f.min) } : {}),
    ...(f.kind === 'number' && num(f.max) !== undefined ? { max: num(f.max) } : {}),
    ...(f.kind === 'choice'
      ? {
          multiple: f.multiple,
          options: f.options
            .split('\n')
            .map((l) => l.split('|').map((x) => x.trim()))
            .filter((p) => p[0])
            .map(([value, label, amount]) => {
              // an option keeps its other languages while its English text is unchanged
              const before = f.was?.options?.find((o) => o.value === value)
              const same = before && (before.label.en ?? '') === label
              return { value, label: same ? before.label : { en: label || value, zh_CN: label || value }, price: toMinor(amount || '0') ?? 0 }
            }),
        }
      : {}),
    ...((f.kind === 'picture' || f.kind === 'file') && num(f.maxFiles) ? { maxFiles: num(f.maxFiles) } : {}),
    ...((f.kind === 'picture' || f.kind === 'file') && num(f.maxSizeKb) ? { maxSize: num(f.maxSizeKb)! * 1024 } : {}),
    ...((f.kind === 'picture' || f.kind === 'file') && f.types.trim()
      ? {
          types: f.types
            .split(',')
            .map((x) => x.trim().toLowerCase())
            .filter(Boolean),
        }
      : {}),
  }))
  const ids = e.productIds
    .split(',')
    .map((x) => Number(x.trim()))
    .filter((n) => Number.isInteger(n) && n > 0)
  return {
    title: lang(e.en, e.zh, e.was?.title),
    ...(e.was?.description ? { description: e.was.description } : {}),
    price: toMinor(e.price || '0') ?? 0,
    fields,
    productIds: ids,
  }
}

function Line(props: { label: string; testId: string; value: string; onInput(v: string): void }) {
  return (
    <View className='fd-row'>
      <Text className='fd-row__label'>{props.label}</Text>
      <Input className='fd-row__input' data-testid={props.testId} value={props.value} onInput={(e) => props.onInput(e.detail.value)} />
    </View>
  )
}

function Editor(props: { edit: Edit; onDone(): void }) {
  const { t } = useT('form')
  const [e, setE] = useState(props.edit)
  const [error, setError] = useState('')
  const setField = (i: number, patch: Partial<EditField>) => setE((x) => ({ ...x, fields: x.fields.map((f, n) => (n === i ? { ...f, ...patch } : f)) }))
  const save = useSubmit(
    async (publish: boolean) => {
      setError('')
      try {
        const body = toDraft(e)
        const f = e.id
          ? await api.form.deskSave({ params: { id: e.id }, body }, { json: true, silent: true })
          : await api.form.deskCreate({ body }, { json: true, silent: true })
        if (publish) await api.form.deskPublish({ params: { id: f.id } }, { silent: true })
        toast(publish ? t('desk.published') : t('desk.saved'), 'success')
        props.onDone()
      } catch (err) {
        setError(err instanceof RequestError && err.field ? `${err.field}: ${err.message}` : (err as Error).message)
      }
    },
    { invalidate: [keyOf('form.deskList')] },
  )
  return (
    <View className='fd-card' data-testid='fd-editor'>
      <Line label={t('desk.titleEn')} testId='fd-title-en' value={e.en} onInput={(v) => setE({ ...e, en: v })} />
      <Line label={t('desk.titleZh')} testId='fd-title-zh' value={e.zh} onInput={(v) => setE({ ...e, zh: v })} />
      <Line label={t('desk.price')} testId='fd-price' value={e.price} onInput={(v) => setE({ ...e, price: v })} />
      <Line label={t('desk.products')} testId='fd-products' value={e.productIds} onInput={(v) => setE({ ...e, productIds: v })} />
      {e.fields.map((f, i) => (
        <View key={i} className='fd-field' data-testid={`fd-field-${i}`}>
          <View className='fd-kinds'>
            {FORM_FIELD_KINDS.map((k) => (
              <Text
                key={k}
                className={k === f.kind ? 'fd-chip fd-chip--on' : 'fd-chip'}
                data-testid={`fd-kind-${i}-${k}`}
                onClick={() => setField(i, { kind: k })}
              >
                {t(`desk.kind.${k}`)}
              </Text>
            ))}
          </View>
          <Line label={t('desk.key')} testId={`fd-key-${i}`} value={f.key} onInput={(v) => setField(i, { key: v })} />
          <Line label={t('desk.labelEn')} testId={`fd-label-en-${i}`} value={f.en} onInput={(v) => setField(i, { en: v })} />
          <Line label={t('desk.labelZh')} testId={`fd-label-zh-${i}`} value={f.zh} onInput={(v) => setField(i, { zh: v })} />
          {f.kind === 'text' && (
            <Line label={t('desk.maxLength')} testId={`fd-maxlen-${i}`} value={f.maxLength} onInput={(v) => setField(i, { maxLength: v })} />
          )}
          {f.kind === 'number' && (
            <>
              <Line label={t('desk.min')} testId={`fd-min-${i}`} value={f.min} onInput={(v) => setField(i, { min: v })} />
              <Line label={t('desk.max')} testId={`fd-max-${i}`} value={f.max} onInput={(v) => setField(i, { max: v })} />
            </>
          )}
          {f.kind === 'choice' && (
            <>
              <Text className='fd-row__label'>{t('desk.options')}</Text>
              <Textarea className='fd-options' data-testid={`fd-options-${i}`} value={f.options} onInput={(ev) => setField(i, { options: ev.detail.value })} />
              <Text className={f.multiple ? 'fd-chip fd-chip--on' : 'fd-chip'} onClick={() => setField(i, { multiple: !f.multiple })}>
                {t('desk.multiple')}
              </Text>
            </>
          )}
          {(f.kind === 'picture' || f.kind === 'file') && (
            <>
              <Line label={t('desk.maxFiles')} testId={`fd-maxfiles-${i}`} value={f.maxFiles} onInput={(v) => setField(i, { maxFiles: v })} />
              <Line label={t('desk.maxSize')} testId={`fd-maxsize-${i}`} value={f.maxSizeKb} onInput={(v) => setField(i, { maxSizeKb: v })} />
              <Line label={t('desk.types')} testId={`fd-types-${i}`} value={f.types} onInput={(v) => setField(i, { types: v })} />
            </>
          )}
          <View className='fd-actions'>
            <Text
              className={f.required ? 'fd-chip fd-chip--on' : 'fd-chip'}
              data-testid={`fd-required-${i}`}
              onClick={() => setField(i, { required: !f.required })}
            >
              {t('desk.required')}
            </Text>
            <Text className='fd-chip' data-testid={`fd-remove-${i}`} onClick={() => setE((x) => ({ ...x, fields: x.fields.filter((_, n) => n !== i) }))}>
              {t('remove')}
            </Text>
          </View>
        </View>
      ))}
      <View className='fd-actions'>
        <Text className='fd-btn' data-testid='fd-add-field' onClick={() => setE((x) => ({ ...x, fields: [...x.fields, blankField(x.fields.length + 1)] }))}>
          {t('desk.addField')}
        </Text>
      </View>
      {!!error && (
        <Text className='lf-error' data-testid='fd-error'>
          {error}
        </Text>
      )}
      <View className='fd-actions'>
        <Text className='fd-btn' data-testid='fd-cancel' onClick={props.onDone}>
          {t('desk.cancel')}
        </Text>
        <Text className='fd-btn' data-testid='fd-save' onClick={() => void save.run(false)}>
          {t('desk.save')}
        </Text>
        <Text className='fd-btn fd-btn--primary' data-testid='fd-publish' onClick={() => void save.run(true)}>
          {t('desk.publish')}
        </Text>
      </View>
    </View>
  )
}

/** `platform/forms` (staff; others are refused here and by the server). */
export function DeskFormsScreen() {
  const { t, i18n } = useT('form')
  const ln = i18n.language
  const allowed = useSessionStore((s) => !!s.userInfo?.roles?.includes('staff'))
  const q = useQuery(keyOf('form.deskList'), () => api.form.deskList({}, { silent: true }), { enabled: allowed })
  const [edit, setEdit] = useState<Edit | null>(null)
  usePullRefresh(q.reload)
  return (
    <View className='lf' data-testid='desk-forms'>
      <Screen query={allowed ? q : undefined} error={allowed ? undefined : t('desk.refused')}>
        {edit ? (
          <Editor edit={edit} onDone={() => setEdit(null)} />
        ) : (
          <>
            <View className='fd-actions'>
              <Text
                className='fd-btn fd-btn--primary'
                data-testid='fd-new'
                onClick={() => setEdit({ id: null, en: '', zh: '', price: '0.00', productIds: '', fields: [blankField(1)] })}
              >
                {t('desk.new')}
              </Text>
            </View>
            {(q.data ?? []).map((f) => (
              <View key={f.id} className='fd-card' data-testid={`fd-form-${f.id}`} onClick={() => setEdit(toEdit(f))}>
                <Text className='fd-card__title'>{f.title[ln] ?? f.title.en ?? Object.values(f.title)[0]}</Text>
                <Text className='fd-card__line'>
                  {t('desk.summary', { version: f.version, fields: f.fields.length, n: f.submissions, price: f.price ? price(f.price) : t('desk.free') })}
                </Text>
                {f.dirty && <Text className='fd-card__dirty'>{t('desk.dirty')}</Text>}
              </View>
            ))}
          </>
        )}
      </Screen>
    </View>
  )
}
