// The onboard area's own bits beside its server calls (`api.onboard.*`, typed by types/onboard.ts; query keys
// `keyOf('onboard.shopMine')`, `areaKey('onboard')`): the join link's agent kept through login, the form's steps,
// the join link's addresses.
import { storage } from '@/core/storage'
import type { AgencyApplication, AgentInfo, AgentShop, BankBranch, ShopApplication, ShopApplyForm } from '~types/onboard'
import { AGENT_CODE_PATTERN } from '~types/onboard-codes'

export type { AgencyApplication, AgentInfo, AgentShop, BankBranch, ShopApplication, ShopApplyForm }
export {
  AGENCY_DOCS_MAX,
  AGENT_LEVEL_DEPTH,
  AGENT_LEVELS,
  APPLY_SUBJECTS,
  OnboardCodes,
  SHOP_CATEGORIES,
  SHOP_KINDS,
  type AgentLevel,
} from '~types/onboard-codes'

export const PAGE_SIZE = 10

const AGENT_KEY = 'onboard.agent'
/**
 * The join link's agent code, kept on the device from the moment the link opens (a guest goes through login or
 * registration first) until an application carries it.
 */
export const joinAgent = {
  remember(code: string | undefined) {
    if (code && new RegExp(AGENT_CODE_PATTERN).test(code)) storage.setItem(AGENT_KEY, code)
  },
  get: (): string | null => storage.getItem(AGENT_KEY),
  forget: () => storage.removeItem(AGENT_KEY),
}

/** The form's steps and the fields each one asks (the last step sends). */
export const STEPS: ReadonlyArray<ReadonlyArray<keyof ShopApplyForm>> = [
  ['subject', 'companyName', 'licenceImage', 'legalName', 'legalIdNumber', 'idFrontImage', 'idBackImage'],
  ['shopName', 'category', 'contactPhone', 'regionId', 'address'],
  ['bankCode', 'branchCode', 'accountName', 'accountNumber', 'agreed'],
]
/** The step holding a field (where a refusal naming it sends the form back to). */
export const stepOf = (field: string | undefined) =>
  Math.max(
    0,
    STEPS.findIndex((s) => (s as readonly string[]).includes(field ?? '')),
  )

/** Where a kept draft goes on: the first step with an empty field (a person's company name is not asked). */
export function firstOpenStep(f: ShopApplyForm): number {
  const empty = (k: keyof ShopApplyForm) =>
    k !== 'agreed' && !(k === 'companyName' && f.subject !== 'company') && (f[k] === undefined || f[k] === null || f[k] === '')
  const i = STEPS.findIndex((s) => s.some(empty))
  return i < 0 ? STEPS.length - 1 : i
}

/** A document picture the server may take, by its type or name (it checks the bytes, the size and 800x800 itself). */
export const isDocPicture = (path: string, type?: string) => /^image\/(jpeg|png|gif)$/.test(type ?? '') || /\.(jpe?g|png|gif)$/i.test(path.split('?')[0])

/** The join link on H5: this page's address with the join page after `#`. */
export function h5JoinUrl(path: string, here: { origin: string; pathname: string } | undefined): string {
  return here ? `${here.origin}${here.pathname}#${path}` : path
}

/** Money in minor units as `12.34 CNY`. */
export const money = (amount: number, currency: string) => `${(amount / 100).toFixed(2)} ${currency}`
