import type { RequestCtx } from '../../core/context.js'
import { systemService } from '../system/index.js'
import type { LocalCheckSetting, LocalIdentitySetting } from './providers/local.js'

/** A bank of the tenant's list: its code and, optionally, its names by language (else the translated default names). */
export interface BankEntry {
  code: string
  names?: Partial<Record<string, string>>
}

/**
 * Tenant setting `bank`: the banks a card may be bound at (`bankTypeList`), the local four-element
 * check's behaviour and the local identity registry's (the real-name check, ADR 0093). Defaults: a dozen mainland and Philippine banks; the check answers after 300 ms and
 * refuses five test numbers, one per reason (all pass the Luhn check, so it is the bank refusing).
 */
export interface BankSetting {
  banks: BankEntry[]
  check: LocalCheckSetting
  /** the local identity registry of the real-name check */
  identity: LocalIdentitySetting
}

export const BANK_DEFAULT: BankSetting = {
  banks: ['ICBC', 'CCB', 'ABC', 'BOC', 'BOCOM', 'CMB', 'PSBC', 'CIB', 'SPDB', 'CITIC', 'BDO', 'BPI'].map((code) => ({ code })),
  check: {
    delayMs: 300,
    refuse: {
      '6222020000000000018': 'mismatch',
      '6222020000000000026': 'phone',
      '6222020000000000034': 'frozen',
      '6222020000000000042': 'cardType',
      '6222020000000000059': 'unavailable',
    },
  },
  identity: {
    delayMs: 300,
    // checksum-valid made-up numbers, one per reason
    refuse: {
      '110101199001010015': 'mismatch',
      '110101199001010023': 'notFound',
      '110101199001010031': 'unavailable',
    },
  },
}

export const bankSetting = (c: Pick<RequestCtx, 'db' | 'tenantId'>) => systemService.getSetting<BankSetting>(c, 'bank', BANK_DEFAULT)
