// The share area's own bits beside its server calls. The calls are `api.share.*` (@/core/request, built from
// the records of types/share.ts by `npm run gen:api`), their query keys `keyOf('share.list')` and
// `areaKey('share')` (@/core/data): nothing here retypes a URL or a key.
import type { ShareItem } from '~types/share'

export const PAGE_SIZE = 10
export type { ShareItem }
