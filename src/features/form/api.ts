// The dynamic forms area's own bits beside its server calls (`api.form.*` from types/form.ts): the client's checks
// for comfort (the server judges again, against the version) and the price the chosen options add.
import type { Answers, PublicForm } from '~types/form'

/** What the page holds while the shopper fills it (files apart: their upload ids are added on submit). */
export type Draft = Record<string, string | number | string[]>

type T = (key: string, params?: Record<string, unknown>) => string

const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && !v.length)

/** What the chosen options add to the form's price (minor units; the server's amount is the one charged). */
export function optionsPrice(form: PublicForm, d: Draft): number {
  let n = 0
  for (const f of form.fields) {
    if (f.kind !== 'choice') continue
    const v = d[f.key]
    const picked = Array.isArray(v) ? v : typeof v === 'string' ? [v] : []
    for (const p of picked) n += f.options?.find((o) => o.value === p)?.price ?? 0
  }
  return n
}

/** The rules the page can see: required answers and files, text length, number range. Field key -> message. */
export function clientCheck(form: PublicForm, a: Answers, t: T): Record<string, string> {
  const out: Record<string, string> = {}
  for (const f of form.fields) {
    const v = a[f.key]
    const isFile = f.kind === 'picture' || f.kind === 'file'
    if (empty(v)) {
      if (f.required) out[f.key] = t(isFile ? 'fileRequired' : 'required')
      continue
    }
    if (f.kind === 'text' && f.maxLength && String(v).trim().length > f.maxLength) out[f.key] = t('tooLong', { max: f.maxLength })
    if (f.kind === 'number') {
      const n = Number(v)
      if (!Number.isFinite(n)) out[f.key] = t('notNumber')
      else if ((f.min !== undefined && n < f.min) || (f.max !== undefined && n > f.max)) out[f.key] = t('range', { min: f.min ?? '', max: f.max ?? '' })
    }
    if (isFile && Array.isArray(v) && v.length > (f.maxFiles ?? 1)) out[f.key] = t('maxFiles', { max: f.maxFiles ?? 1 })
  }
  return out
}
