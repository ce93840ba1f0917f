import { Codes } from '../../../../types/constants.js'
import { AddrCodes } from '../../../../types/addr-codes.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the receiving addresses; messages `addr.<name>` in locales/<lng>/server-addr.json. */
export const addrErrors = defineErrors('addr', {
  notFound: { code: Codes.NOT_FOUND, field: 'id', rule: 'exists' },
  full: { code: AddrCodes.FULL, status: 409, rule: 'limit' },
  region: { code: AddrCodes.REGION, status: 400, field: 'regionIds', rule: 'region' },
  phone: { code: AddrCodes.PHONE, status: 400, field: 'phone', rule: 'pattern' },
  none: { code: AddrCodes.NONE, status: 404 },
})
