// The recharge area's own bits beside its server calls. The calls are `api.recharge.*` (@/core/request, built from
// the records of types/recharge.ts by `npm run gen:api`), their query keys `keyOf('recharge.list')` and
// `areaKey('recharge')` (@/core/data): nothing here retypes a URL or a key.
import type { RechargeItem } from '~types/recharge'

export const PAGE_SIZE = 10
export type { RechargeItem }
