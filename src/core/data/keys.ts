// Query keys from endpoint names: one key per endpoint and input for every feature (no key typed by hand).
import type { ApiArea, EndpointName } from '../request/api'

/**
 * Query keys derived from endpoint names, so no feature types a key of its own and two features that read
 * the same endpoint share its cache: `keyOf('cart.count')` is `['cart', 'count']`, `keyOf('order.detail', id)`
 * is `['order', 'detail', id]`. A mutation invalidates what it changed by a prefix: one endpoint's answers
 * (`keyOf('order.detail')`) or a whole area's (`areaKey('cart')`: the list, the count, the settle preview).
 */
export const keyOf = <N extends EndpointName>(name: N, ...parts: unknown[]): readonly unknown[] => [...name.split('.'), ...parts]

/** Every answer of an area's endpoints (`['order']`). */
export const areaKey = (area: ApiArea): readonly unknown[] => [area]

/**
 * A POST that reads (a preview priced from its body: `order.preview`, `cart.settlePreview`), keyed by what
 * it was asked: outside its area's prefix, so the mutation it leads to (submit, delete) does not ask it
 * again for baskets that are gone; a changed body is a new key.
 */
export const previewKey = <N extends EndpointName>(name: N, ...parts: unknown[]): readonly unknown[] => [name, ...parts]
