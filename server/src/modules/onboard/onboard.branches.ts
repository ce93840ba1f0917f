// The bank branch directory behind an interface (ADR 0112): the local stand-in answers every bank of the
// tenant's list in every region of the address tree with a main branch and two sub-branches, named in the
// request's language; a real directory (a bank's or a clearing house's) would answer the same two questions.
import type { BankBranch } from '../../../../types/onboard.js'
import type { RequestCtx } from '../../core/context.js'
import { t } from '../../i18n/index.js'
import { bankService } from '../bank/index.js'
import { systemService } from '../system/index.js'

export interface BranchDirectory {
  /** a bank's branches in a region, filtered by a keyword */
  search(c: RequestCtx, q: { bankCode: string; regionId: number; keyword?: string }): Promise<BankBranch[]>
  /** one branch by its code, undefined when the directory has none */
  byCode(c: RequestCtx, code: string): Promise<BankBranch | undefined>
}

/** `<bank>-<region>-<n>`: n 0 the region's branch, 1 and 2 its sub-branches. */
const CODE = /^([A-Z]{2,10})-(\d{6})-([0-2])$/
const PER_REGION = 3

async function branchesOf(c: RequestCtx, bankCode: string, regionId: number): Promise<BankBranch[]> {
  const bank = (await bankService.banks(c)).find((b) => b.code === bankCode)
  const chain = await systemService.regionChain(c, regionId)
  if (!bank || !chain) return []
  const region = chain
    .map((r) => r.name)
    .filter((n, i, a) => a.indexOf(n) === i)
    .join(' ')
  return Array.from({ length: PER_REGION }, (_, n) => ({
    code: `${bankCode}-${regionId}-${n}`,
    name: n === 0 ? t(c.lang, 'onboard.branchMain', { bank: bank.name, region }) : t(c.lang, 'onboard.branchSub', { bank: bank.name, region, n }),
    bankCode,
    regionId,
  }))
}

export const localBranches: BranchDirectory = {
  async search(c, q) {
    const all = await branchesOf(c, q.bankCode, q.regionId)
    const k = q.keyword?.trim().toLowerCase()
    return k ? all.filter((b) => b.name.toLowerCase().includes(k)) : all
  },
  async byCode(c, code) {
    const m = CODE.exec(code)
    if (!m) return undefined
    return (await branchesOf(c, m[1], Number(m[2]))).find((b) => b.code === code)
  },
}
