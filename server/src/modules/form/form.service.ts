// The form module's rules: the desk's forms and versions, a submission checked against ITS version, paid ones' states, product forms.
import { randomInt } from 'node:crypto'
import type { Updateable } from 'kysely'
import { FORM_FILE_SIZE_MAX, FORM_PICTURE_TYPES, FORM_TEXT_MAX, FORM_VERSION_GRACE_HOURS, type FormSubmissionState } from '../../../../types/form-codes.js'
import type {
  Answers,
  DeskForm,
  FormDraft,
  FormField,
  LangText,
  ProductAnswers,
  ProductAnswersBody,
  ProductForm,
  PublicField,
  PublicForm,
  Submission,
  SubmitBody,
} from '../../../../types/form.js'
import { hasRole } from '../../core/auth.js'
import { batcherPer } from '../../core/batch.js'
import type { RequestCtx, UserCtx } from '../../core/context.js'
import { cancelJob, enqueueJob, registerJob } from '../../core/jobs.js'
import { catalogService } from '../catalog/index.js'
import { systemService } from '../system/index.js'
import { uploadService } from '../upload/index.js'
import { formErrors as E, onField } from './form.errors.js'
import { canMove, type SubmissionEvent } from './form.machine.js'
import { formRepo as repo, type FormRow, type SubmissionRow, type VersionRow } from './form.repository.js'
import type { FormSubmissionsTable } from './form.schema.js'

type Scope = Pick<RequestCtx, 'db' | 'tenantId'>

/** Tenant setting `form`: minutes an unpaid submission waits for its payment. */
export interface FormSetting {
  expiryMinutes: number
}
export const FORM_DEFAULT: FormSetting = { expiryMinutes: 30 }
export const formSetting = (c: Scope) => systemService.getSetting<FormSetting>(c, 'form', FORM_DEFAULT)
const currencyOf = async (c: Scope) => (await systemService.getSetting<{ currency?: string }>(c, 'system', {})).currency ?? 'CNY'

/** A text in the request's language, else English, else the first one given. */
export const pick = (t: LangText | undefined, lang: string): string => (t ? (t[lang] ?? t.en ?? Object.values(t)[0] ?? '') : '')
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null)
const fmtSize = (bytes: number) => (bytes >= 1048576 ? `${Math.round((bytes / 1048576) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`)

// ---------------------------------------------------------------- definitions (the desk)

/** The whole definition holds: keys unique, a choice has unique options, min <= max, file types known. */
function checkDraft(d: FormDraft) {
  const seen = new Set<string>()
  d.fields.forEach((f, i) => {
    if (seen.has(f.key)) throw onField(E.definition, `fields.${i}.key`, { rule: 'unique' })
    seen.add(f.key)
    if (!Object.values(f.label).some((x) => x.trim())) throw onField(E.definition, `fields.${i}.label`, { rule: 'required' })
    if (f.kind === 'choice') {
      const values = (f.options ?? []).map((o) => o.value)
      if (!values.length || new Set(values).size !== values.length) throw onField(E.definition, `fields.${i}.options`, { rule: 'options' })
    }
    if (f.min !== undefined && f.max !== undefined && f.min > f.max) throw onField(E.definition, `fields.${i}.min`, { rule: 'range' })
  })
  if (!Object.values(d.title).some((x) => x.trim())) throw onField(E.definition, 'title', { rule: 'required' })
}

function staffOnly(c: UserCtx) {
  if (!hasRole(c, 'staff')) throw E.staffOnly()
}

interface Def {
  title: LangText
  description: LangText
  price: number
  fields: FormField[]
}
const defOf = (d: unknown): Def => {
  const x = d as FormDraft
  return { title: x.title, description: x.description ?? {}, price: x.price, fields: x.fields }
}

async function toDesk(c: Scope, f: FormRow, counts?: Map<number, number>): Promise<DeskForm> {
  const draft = defOf(f.draft)
  const latest = f.version ? await repo.version(c.db, c.tenantId, Number(f.id), f.version) : undefined
  const links = await repo.productLinks(c.db, c.tenantId, Number(f.id))
  return {
    id: Number(f.id),
    ...draft,
    productIds: links.map((l) => Number(l.product_id)),
    version: f.version,
    dirty: !latest || JSON.stringify(defOf(latest.def)) !== JSON.stringify(draft),
    submissions: counts?.get(Number(f.id)) ?? 0,
    updatedAt: iso(f.updated_at)!,
  }
}

/** Products named by the desk must exist. */
async function checkProducts(c: UserCtx, ids: number[]) {
  const found = await catalogService.productsBrief(c, ids)
  for (const id of ids) if (!found.has(id)) throw E.product({ id })
}

export async function deskList(c: UserCtx): Promise<DeskForm[]> {
  staffOnly(c)
  const [rows, counts] = await Promise.all([repo.forms(c.db, c.tenantId), repo.submissionCounts(c.db, c.tenantId)])
  return Promise.all(rows.map((f) => toDesk(c, f, counts)))
}

const draftOf = (b: FormDraft): Def => ({ title: b.title, description: b.description ?? {}, price: b.price, fields: b.fields })

export async function deskCreate(c: UserCtx, b: FormDraft): Promise<DeskForm> {
  staffOnly(c)
  checkDraft(b)
  if (b.productIds?.length) await checkProducts(c, b.productIds)
  return c.db.transaction().execute(async (tx) => {
    const f = await repo.insertForm(tx, c.tenantId, draftOf(b))
    if (b.productIds) await repo.setProducts(tx, c.tenantId, Number(f.id), [...new Set(b.productIds)])
    return toDesk({ ...c, db: tx }, f)
  })
}

export async function deskSave(c: UserCtx, id: number, b: FormDraft): Promise<DeskForm> {
  staffOnly(c)
  checkDraft(b)
  if (b.productIds?.length) await checkProducts(c, b.productIds)
  return c.db.transaction().execute(async (tx) => {
    const f = await repo.saveDraft(tx, c.tenantId, id, draftOf(b))
    if (!f) throw E.notFound()
    if (b.productIds) await repo.setProducts(tx, c.tenantId, id, [...new Set(b.productIds)])
    return toDesk({ ...c, db: tx }, f)
  })
}

/** Publish the draft as the next version (the form's row locked: two publishes make two versions, never one number twice). */
export async function publish(c: Scope, id: number): Promise<FormRow> {
  // the caller's transaction when there is one (the seed), else one of its own
  const inTx = <T>(fn: (tx: Scope['db']) => Promise<T>) => (c.db.isTransaction ? fn(c.db) : c.db.transaction().execute(fn))
  return inTx(async (tx) => {
    const f = await repo.form(tx, c.tenantId, id, true)
    if (!f) throw E.notFound()
    const version = f.version + 1
    await repo.insertVersion(tx, { tenant_id: c.tenantId, form_id: id, version, def: JSON.stringify(defOf(f.draft)) })
    await repo.setVersion(tx, c.tenantId, id, version)
    return { ...f, version }
  })
}

export async function deskPublish(c: UserCtx, id: number): Promise<DeskForm> {
  staffOnly(c)
  const f = await publish(c, id)
  return toDesk(c, f)
}

// ---------------------------------------------------------------- the shopper's view

const publicField = (f: FormField, lang: string): PublicField => ({
  key: f.key,
  kind: f.kind,
  label: pick(f.label, lang),
  required: f.required,
  ...(f.maxLength !== undefined ? { maxLength: f.maxLength } : {}),
  ...(f.min !== undefined ? { min: f.min } : {}),
  ...(f.max !== undefined ? { max: f.max } : {}),
  ...(f.kind === 'choice'
    ? { multiple: !!f.multiple, options: (f.options ?? []).map((o) => ({ value: o.value, label: pick(o.label, lang), price: o.price ?? 0 })) }
    : {}),
  ...(f.kind === 'picture' || f.kind === 'file'
    ? { maxFiles: f.maxFiles ?? 1, maxSize: f.maxSize ?? FORM_FILE_SIZE_MAX, types: f.types ?? (f.kind === 'picture' ? [...FORM_PICTURE_TYPES] : []) }
    : {}),
})

const toPublic = (v: VersionRow, currency: string, lang: string): PublicForm => {
  const d = defOf(v.def)
  return {
    id: Number(v.form_id),
    version: v.version,
    title: pick(d.title, lang),
    description: pick(d.description, lang),
    price: d.price,
    currency,
    fields: d.fields.map((f) => publicField(f, lang)),
  }
}

async function latest(c: Scope, id: number): Promise<VersionRow> {
  const f = await repo.form(c.db, c.tenantId, id)
  if (!f || !f.version) throw E.notFound()
  return (await repo.version(c.db, c.tenantId, id, f.version))!
}

/** The form's latest published version (anyone may read it). */
export async function get(c: RequestCtx, id: number): Promise<PublicForm> {
  return toPublic(await latest(c, id), await currencyOf(c), c.lang)
}

/**
 * Version `version` of form `formId` if it is still accepted (ADR 0118): the latest, or an older one for
 * FORM_VERSION_GRACE_HOURS after the next was published (a page opened before a publish can still be sent);
 * later it is refused with VERSION_GONE and the page reloads the form.
 */
async function acceptedVersion(c: Scope, formId: number, version: number, now = new Date()): Promise<VersionRow> {
  const f = await repo.form(c.db, c.tenantId, formId)
  if (!f || !f.version) throw E.notFound()
  const v = version <= f.version ? await repo.version(c.db, c.tenantId, formId, version) : undefined
  if (!v) throw E.versionGone({ latest: f.version })
  if (version < f.version) {
    const next = await repo.nextPublishedAt(c.db, c.tenantId, formId, version)
    if (next && now.getTime() - new Date(next).getTime() > FORM_VERSION_GRACE_HOURS * 3600_000) throw E.versionGone({ latest: f.version })
  }
  return v
}

// ---------------------------------------------------------------- validation against a version

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && !v.length)
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const validDate = (s: string) => {
  const m = DATE.exec(s)
  if (!m) return false
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]))
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3]
}

/**
 * Answers checked against a version's fields, in the fields' order: the first broken rule answers, naming
 * `answers.<key>` and the field's label in the request's language. Missing required answers come after the
 * answers given: one is "answer required" or "file required", two or more "form incomplete". Files are the
 * user's own uploads; their type and size are what the upload module measured from the content. Answers the
 * stored way (trimmed text, numbers, option values, file ids) and the options' added price.
 */
export async function validate(c: Pick<UserCtx, 'db' | 'tenantId' | 'config' | 'lang'>, userId: number, def: Def, answers: Answers) {
  const byKey = new Map(def.fields.map((f) => [f.key, f]))
  for (const k of Object.keys(answers)) if (!byKey.has(k)) throw onField(E.unknownField, `answers.${k}`, { key: k })
  const fileIds = def.fields
    .filter((f) => f.kind === 'picture' || f.kind === 'file')
    .flatMap((f) => [answers[f.key]].flat().filter((x) => typeof x === 'string'))
  const files = await uploadService.ownFiles(c, userId, fileIds as string[])
  const clean: Answers = {}
  const missing: FormField[] = []
  let added = 0
  for (const f of def.fields) {
    const v = answers[f.key]
    const label = pick(f.label, c.lang)
    const at = `answers.${f.key}`
    if (isEmpty(v)) {
      if (f.required) missing.push(f)
      continue
    }
    switch (f.kind) {
      case 'text': {
        if (typeof v !== 'string') throw onField(E.tooLong, at, { label, max: f.maxLength ?? FORM_TEXT_MAX })
        const text = v.trim()
        if ([...text].length > (f.maxLength ?? FORM_TEXT_MAX)) throw onField(E.tooLong, at, { label, max: f.maxLength ?? FORM_TEXT_MAX })
        clean[f.key] = text
        break
      }
      case 'number': {
        const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN
        if (!Number.isFinite(n)) throw onField(E.notNumber, at, { label })
        if ((f.min !== undefined && n < f.min) || (f.max !== undefined && n > f.max))
          throw onField(E.range, at, { label, min: f.min ?? '-', max: f.max ?? '-' })
        clean[f.key] = n
        break
      }
      case 'choice': {
        const picked = Array.isArray(v) ? v : [String(v)]
        const opts = new Map((f.options ?? []).map((o) => [o.value, o]))
        if ((!f.multiple && picked.length > 1) || new Set(picked).size !== picked.length || picked.some((p) => !opts.has(p)))
          throw onField(E.choice, at, { label })
        for (const p of picked) added += opts.get(p)!.price ?? 0
        clean[f.key] = f.multiple ? picked : picked[0]
        break
      }
      case 'date': {
        if (typeof v !== 'string' || !validDate(v.trim())) throw onField(E.date, at, { label })
        clean[f.key] = v.trim()
        break
      }
      case 'picture':
      case 'file': {
        const ids = Array.isArray(v) ? v : [String(v)]
        const max = f.maxFiles ?? 1
        if (ids.length > max) throw onField(E.maxFiles, at, { label, max })
        if (new Set(ids).size !== ids.length) throw onField(E.type, at, { label, types: '-' })
        const types = f.types ?? (f.kind === 'picture' ? [...FORM_PICTURE_TYPES] : [])
        const maxSize = f.maxSize ?? FORM_FILE_SIZE_MAX
        for (const id of ids) {
          const file = files.get(id)
          const ext = file?.ext === 'jpeg' ? 'jpg' : file?.ext
          const okType = !!file && (!types.length || types.includes(ext!) || (ext === 'jpg' && types.includes('jpeg')))
          if (!okType) throw onField(E.type, at, { label, types: types.join(', ') || '-' })
          if (file.size > maxSize) throw onField(E.size, at, { label, max: fmtSize(maxSize) })
        }
        clean[f.key] = ids
        break
      }
    }
  }
  if (missing.length === 1) {
    const f = missing[0]
    const isFile = f.kind === 'picture' || f.kind === 'file'
    throw onField(isFile ? E.fileRequired : E.answerRequired, `answers.${f.key}`, { label: pick(f.label, c.lang) })
  }
  if (missing.length > 1) throw onField(E.incomplete, `answers.${missing[0].key}`, { label: pick(missing[0].label, c.lang), count: missing.length })
  return { answers: clean, added }
}

// ---------------------------------------------------------------- submissions

const stamp = () => new Date().toISOString().replace(/\D/g, '').slice(2, 14)
const newSubNo = () => `F${stamp()}${Array.from({ length: 8 }, () => randomInt(10)).join('')}`

/** An unpaid submission is cancelled at its expiry (this module's own job). */
export const EXPIRE_JOB = 'form:expire'
const expireKey = (no: string) => `form-expire:${no}`

async function toSubmission(c: Scope & { lang: string }, s: SubmissionRow): Promise<Submission> {
  const v = await repo.version(c.db, c.tenantId, Number(s.form_id), s.version)
  return {
    id: s.sub_no,
    formId: Number(s.form_id),
    version: s.version,
    title: v ? pick(defOf(v.def).title, c.lang) : '',
    state: s.state as FormSubmissionState,
    amount: s.amount,
    currency: s.currency,
    expiresAt: s.state === 'unpaid' ? iso(s.expires_at) : null,
    paidAt: iso(s.paid_at),
    createdAt: iso(s.created_at)!,
  }
}

/**
 * Submit answers to the version they were filled in (checked against THAT version). A free form is
 * `submitted`; a paid one `unpaid` with an expiry job: it becomes paid only when its payment arrives
 * (the pay flow, target kind `F`). The amount is the server's: the form's price + the chosen options'.
 */
export async function submit(c: UserCtx, b: SubmitBody): Promise<Submission> {
  const v = await acceptedVersion(c, b.formId, b.version)
  const def = defOf(v.def)
  const { answers, added } = await validate(c, c.userId, def, b.answers)
  const amount = def.price + added
  const [currency, s] = await Promise.all([currencyOf(c), formSetting(c)])
  const expiresAt = amount > 0 ? new Date(Date.now() + s.expiryMinutes * 60_000) : null
  return c.db.transaction().execute(async (tx) => {
    const row = await repo.insertSubmission(tx, {
      tenant_id: c.tenantId,
      sub_no: newSubNo(),
      form_id: b.formId,
      version: b.version,
      user_id: c.userId,
      answers: JSON.stringify(answers),
      amount,
      currency,
      state: amount > 0 ? 'unpaid' : 'submitted',
      expires_at: expiresAt,
    })
    if (expiresAt) await enqueueJob(tx, { tenantId: c.tenantId, kind: EXPIRE_JOB, payload: { no: row.sub_no }, runAt: expiresAt, key: expireKey(row.sub_no) })
    return toSubmission({ ...c, db: tx }, row)
  })
}

export async function submission(c: UserCtx, no: string): Promise<Submission> {
  const s = await repo.submission(c.db, c.tenantId, no)
  if (!s || (s.user_id !== c.userId && !hasRole(c, 'staff'))) throw E.notFound()
  return toSubmission(c, s)
}

// ---------------------------------------------------------------- the state machine's steps (the pay flow calls them through the face)

function step(c: Scope, no: string, event: SubmissionEvent, set: Omit<Updateable<FormSubmissionsTable>, 'state'> = {}) {
  const { from, to } = canMove(event)
  return repo.move(c.db, c.tenantId, no, from, { ...set, state: to })
}

/** A submission as what a payment pays (`forUpdate` locks its row); a free one is no pay target. */
export async function payTargetOf(c: Scope, no: string, opts: { forUpdate?: boolean } = {}) {
  const s = await repo.submission(c.db, c.tenantId, no, opts.forUpdate)
  if (!s || s.state === 'submitted') return undefined
  return {
    id: s.sub_no,
    userId: s.user_id,
    amount: s.amount,
    currency: s.currency,
    state: s.state as Exclude<FormSubmissionState, 'submitted'>,
    expiresAt: s.state === 'unpaid' ? (s.expires_at as Date | null) : null,
    formId: Number(s.form_id),
  }
}

/** Money arrived (inside the payment's transaction): paid, the expiry dropped; 'late' when no longer payable (the money goes back). */
export async function markPaid(c: Scope, no: string, p: { paymentId: number; channel: string }): Promise<SubmissionRow | 'late'> {
  const r = await step(c, no, 'pay', { paid_at: new Date(), payment_id: p.paymentId, pay_channel: p.channel })
  if (!r) {
    if (!(await repo.submission(c.db, c.tenantId, no))) throw E.notFound()
    return 'late'
  }
  await cancelJob(c.db, EXPIRE_JOB, expireKey(no))
  return r
}

export async function markAwaiting(c: Scope, no: string) {
  if (!(await step(c, no, 'await'))) throw E.notFound()
  await cancelJob(c.db, EXPIRE_JOB, expireKey(no))
}

export async function markRejected(c: Scope, no: string) {
  const s = await formSetting(c)
  const expiresAt = new Date(Date.now() + s.expiryMinutes * 60_000)
  if (!(await step(c, no, 'reject', { expires_at: expiresAt }))) throw E.notFound()
  await enqueueJob(c.db, { tenantId: c.tenantId, kind: EXPIRE_JOB, payload: { no }, runAt: expiresAt, key: expireKey(no) })
}

/** The expiry job: an unpaid submission is cancelled; a paid or waiting one is left alone. */
export async function expire(c: Scope, no: string): Promise<boolean> {
  return !!(await step(c, no, 'cancel', { cancelled_at: new Date() }))
}
registerJob(EXPIRE_JOB, async (ctx, payload: { no: string }) => {
  await expire(ctx, payload.no)
})

// ---------------------------------------------------------------- product forms (the cart line's answers)

/** The form a product carries, and the user's answers for its cart line so far. */
export async function productForm(c: UserCtx, productId: number): Promise<ProductForm> {
  const formId = (await repo.formsOfProducts(c.db, c.tenantId, [productId])).get(productId)
  if (!formId) return { form: null, answers: null, totalPrice: 0 }
  const f = await repo.form(c.db, c.tenantId, formId)
  if (!f?.version) return { form: null, answers: null, totalPrice: 0 }
  const [v, line] = await Promise.all([repo.version(c.db, c.tenantId, formId, f.version), repo.lines(c.db, c.tenantId, c.userId, [productId])])
  const mine = line[0] && Number(line[0].form_id) === formId ? line[0] : undefined
  return { form: toPublic(v!, await currencyOf(c), c.lang), answers: (mine?.answers as Answers) ?? null, totalPrice: mine?.total_price ?? 0 }
}

/**
 * Answer a product's form for its cart line (kept per user and product until checkout orders it). The line's
 * `totalPrice` per piece = the form's price + the chosen options' prices (ADR 0119).
 */
export async function productAnswers(c: UserCtx, b: ProductAnswersBody): Promise<ProductAnswers> {
  const formId = (await repo.formsOfProducts(c.db, c.tenantId, [b.productId])).get(b.productId)
  if (!formId) throw E.productFormMissing({ id: b.productId })
  const v = await acceptedVersion(c, formId, b.version)
  const def = defOf(v.def)
  const { answers, added } = await validate(c, c.userId, def, b.answers)
  const row = await repo.upsertLine(c.db, {
    tenant_id: c.tenantId,
    user_id: c.userId,
    product_id: b.productId,
    form_id: formId,
    version: b.version,
    answers: JSON.stringify(answers),
    total_price: def.price + added,
  })
  return { productId: b.productId, formId, version: row.version, totalPrice: row.total_price }
}

/**
 * What each product's form adds per piece for the user (the cart and checkout ask through the face or the
 * `cart.lineForms` hook): products that carry no form are absent; a product that carries one and has no
 * answers (or answers to another form) is present with `missing: true`.
 */
export async function lineForms(c: Scope, userId: number, productIds: number[]): Promise<Map<number, LineFormState>> {
  const uniq = [...new Set(productIds)].sort((a, b) => a - b)
  if (!uniq.length) return new Map()
  const key = { tenantId: c.tenantId, userId, productIds: uniq }
  // outside a transaction the carts of one event-loop turn share one statement (ADR 0161)
  return (c.db.isTransaction ? (await readLineForms(c.db, [key])).get(lineKey(key)) : await lineFormsOf(c.db, key)) ?? new Map()
}

type LineFormState = { formId: number; version: number; totalPrice: number; missing: boolean }
type LineKey = { tenantId: number; userId: number; productIds: number[] }
const lineKey = (k: LineKey) => `${k.tenantId}|${k.userId}|${k.productIds.join(',')}`

async function readLineForms(db: Scope['db'], keys: LineKey[]): Promise<Map<string, Map<number, LineFormState>>> {
  const out = new Map<string, Map<number, LineFormState>>()
  for (const tenantId of new Set(keys.map((k) => k.tenantId))) {
    const mine = keys.filter((k) => k.tenantId === tenantId)
    const pairs = mine.flatMap((k) => k.productIds.map((productId) => ({ userId: k.userId, productId })))
    const rows = await repo.lineForms(db, tenantId, pairs)
    const byPair = new Map(rows.map((r) => [`${r.user_id}|${r.product_id}`, r]))
    for (const k of mine) {
      const m = new Map<number, LineFormState>()
      for (const productId of k.productIds) {
        const r = byPair.get(`${k.userId}|${productId}`)
        if (!r) continue
        const formId = Number(r.form_id)
        const ok = r.l_form_id !== null && Number(r.l_form_id) === formId
        m.set(productId, { formId, version: ok ? Number(r.version) : 0, totalPrice: ok ? Number(r.total_price) : 0, missing: !ok })
      }
      out.set(lineKey(k), m)
    }
  }
  return out
}
const lineFormsOf = batcherPer(readLineForms, lineKey)

/**
 * Checkout ordered these products (in its transaction): their answers become submissions of the user, state
 * `submitted`, the amount what the line charged per piece (the order carries the money), and leave the cart.
 */
export async function orderedLines(c: Scope, userId: number, productIds: number[]) {
  const rows = await repo.lines(c.db, c.tenantId, userId, productIds)
  if (!rows.length) return []
  const currency = await currencyOf(c)
  const out: string[] = []
  for (const l of rows) {
    const s = await repo.insertSubmission(c.db, {
      tenant_id: c.tenantId,
      sub_no: newSubNo(),
      form_id: l.form_id,
      version: l.version,
      user_id: userId,
      answers: JSON.stringify(l.answers),
      amount: l.total_price,
      currency,
      state: 'submitted',
    })
    out.push(s.sub_no)
  }
  await repo.removeLines(
    c.db,
    c.tenantId,
    userId,
    rows.map((r) => Number(r.product_id)),
  )
  return out
}

/** The form module as the flows see it (its face, re-exported by index.ts). */
export const formService = { payTargetOf, markPaid, markAwaiting, markRejected, lineForms, orderedLines, publish, errors: E }
