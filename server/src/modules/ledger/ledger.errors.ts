import { defineErrors } from '../../core/errors.js'

/** Failures of the ledger area (none yet: balances only move through entries the next issues add). */
export const ledgerErrors = defineErrors('ledger', {})
