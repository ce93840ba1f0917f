import type { Address, AddrBody } from '~types/addr'
import type { Region } from '~types/system'

/* Receiving addresses and the address tree are `api.addr.*` and `api.system.provinces/regionTree` (@/core/request,
   typed by types/addr.ts and types/system.ts), their query keys `keyOf('addr.list')`, `areaKey('addr')`. */
export type { Address, AddrBody, Region }
