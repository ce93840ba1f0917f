// The __area__ area's own bits beside its server calls. The calls are `api.__area__.*` (@/core/request, built from
// the records of types/__area__.ts by `npm run gen:api`), their query keys `keyOf('__area__.list')` and
// `areaKey('__area__')` (@/core/data): nothing here retypes a URL or a key.
import type { __Area__Item } from '~types/__area__'

export const PAGE_SIZE = 10
export type { __Area__Item }
