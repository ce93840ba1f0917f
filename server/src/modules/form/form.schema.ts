// The form module's tables, merged into Kysely's DB type.
import type { Generated } from 'kysely'

/** A form: the draft the desk edits and the latest published version number (0 = never published). */
export interface FormsTable {
  id: Generated<number>
  tenant_id: number
  draft: unknown
  version: Generated<number>
  created_at: Generated<Date>
  updated_at: Generated<Date>
}

/** One published version of a form, frozen. */
export interface FormVersionsTable {
  id: Generated<number>
  tenant_id: number
  form_id: number
  version: number
  def: unknown
  published_at: Generated<Date>
}

/** Answers to one version; `sub_no` `F...` is a paid one's pay number. */
export interface FormSubmissionsTable {
  id: Generated<number>
  tenant_id: number
  sub_no: string
  form_id: number
  version: number
  user_id: number
  answers: unknown
  amount: number
  currency: string
  state: string
  payment_id: number | null
  pay_channel: string | null
  expires_at: Date | null
  paid_at: Date | null
  cancelled_at: Date | null
  created_at: Generated<Date>
}

/** Which form a product carries. */
export interface FormProductsTable {
  tenant_id: number
  product_id: number
  form_id: number
}

/** A user's answers to a product's form, kept until checkout orders the product. */
export interface FormLineAnswersTable {
  tenant_id: number
  user_id: number
  product_id: number
  form_id: number
  version: number
  answers: unknown
  total_price: number
  updated_at: Generated<Date>
}

declare module '../../db/schema/index.js' {
  interface DB {
    forms: FormsTable
    form_versions: FormVersionsTable
    form_submissions: FormSubmissionsTable
    form_products: FormProductsTable
    form_line_answers: FormLineAnswersTable
  }
}
