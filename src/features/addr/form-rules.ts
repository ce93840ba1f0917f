import { ADDR_DETAIL_MAX, ADDR_DETAIL_MIN, ADDR_NAME_MAX } from '~types/addr-codes'
import * as v from '@/core/validators'

interface AddrForm {
  name: string
  phone: string
  countryArea: string
  regionIds: number[]
  detail: string
}

/**
 * The first problem of the form as a text key of the `addr` namespace (or of `validation` for the
 * phone rule, shared with the account screens), with its params; undefined when the form may be sent.
 * Comfort only: the server checks the same rules (types/addr.ts, types/rules.ts).
 */
export function formProblem(f: AddrForm): { key: string; params?: Record<string, number | string> } | undefined {
  const name = f.name.trim()
  if (!name) return { key: 'addr:form.nameRequired' }
  if (name.length > ADDR_NAME_MAX) return { key: 'addr:form.nameTooLong', params: { max: ADDR_NAME_MAX } }
  const phone = v.phone(f.phone.trim(), f.countryArea)
  if (!phone.ok) return { key: `validation:${phone.key}`, params: phone.params }
  if (!f.regionIds.length) return { key: 'addr:form.regionRequired' }
  const detail = f.detail.trim()
  if (detail.length < ADDR_DETAIL_MIN || detail.length > ADDR_DETAIL_MAX)
    return { key: 'addr:form.detailRule', params: { min: ADDR_DETAIL_MIN, max: ADDR_DETAIL_MAX } }
  return undefined
}
