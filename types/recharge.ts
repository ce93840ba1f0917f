// The recharge area's contract: a recharge order (the payment's second kind of pay target), packages with a bonus, limits.
import { Type, type Static } from '@sinclair/typebox'
import { BigId, BoundedInt } from './common.js'
import { defineEndpoint } from './endpoint.js'
import { RECHARGE_AMOUNT_CAP, RECHARGE_NO_PATTERN, RECHARGE_STATES } from './recharge-codes.js'

export { RECHARGE_AMOUNT_CAP, RECHARGE_NO_PATTERN, RECHARGE_PACKAGES_MAX, RECHARGE_STATES, RechargeCodes, type RechargeState } from './recharge-codes.js'

const strict = { additionalProperties: false } as const
const Currency = () => Type.String({ pattern: '^[A-Z]{3}$', minLength: 3, maxLength: 3 })
const Amount = () => BoundedInt(1, RECHARGE_AMOUNT_CAP)
const State = Type.Union(RECHARGE_STATES.map((s) => Type.Literal(s)))

/** A package: pay `amount`, get `amount + bonus` (minor units of `currency`); staff order them by `sort` (small first). */
export const RechargePackage = Type.Object({
  id: Type.Integer(),
  currency: Type.String(),
  amount: Type.Integer(),
  bonus: Type.Integer(),
  sort: Type.Integer(),
  active: Type.Boolean(),
})
export type RechargePackage = Static<typeof RechargePackage>

/** The smallest and largest amount one recharge may be, per currency (minor units). */
export const RechargeLimit = Type.Object({ currency: Type.String(), min: Type.Integer(), max: Type.Integer() })
export type RechargeLimit = Static<typeof RechargeLimit>

/** What the recharge page offers: the enabled currencies (the default first), each one's limits, the active packages. */
export const RechargeOptions = Type.Object({
  currencies: Type.Array(Type.String()),
  limits: Type.Array(RechargeLimit),
  packages: Type.Array(RechargePackage),
})
export type RechargeOptions = Static<typeof RechargeOptions>

/** A recharge: a package (`packageId`: its amount, bonus and currency) or a typed `amount` (no bonus) in `currency` (default: the tenant's). Header `Idempotency-Key`. */
export const RechargeBody = Type.Object({ packageId: Type.Optional(BigId()), amount: Type.Optional(Amount()), currency: Type.Optional(Currency()) }, strict)
export type RechargeBody = Static<typeof RechargeBody>

/** A recharge order. `id` is its number (`R...`), what the cashier pays (`payNo`). `total` = amount + bonus: what the balance grows by. */
export const Recharge = Type.Object({
  id: Type.String(),
  currency: Type.String(),
  amount: Type.Integer(),
  bonus: Type.Integer(),
  total: Type.Integer(),
  packageId: Type.Union([Type.Integer(), Type.Null()]),
  state: State,
  /** when an unpaid recharge is cancelled automatically (ISO), null otherwise */
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  /** the channel that paid it, once paid */
  channel: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
})
export type Recharge = Static<typeof Recharge>

/** The poll's answer: the recharge and the user's balance in its currency now. */
export const RechargeCheck = Type.Composite([Recharge, Type.Object({ balance: Type.Integer() })])
export type RechargeCheck = Static<typeof RechargeCheck>

const NoParams = Type.Object({ id: Type.String({ pattern: RECHARGE_NO_PATTERN, minLength: 7, maxLength: 31 }) }, strict)
const IdParams = Type.Object({ id: BigId() }, strict)

/** Desk: a new package. */
export const PackageBody = Type.Object(
  {
    currency: Currency(),
    amount: Amount(),
    bonus: BoundedInt(0, RECHARGE_AMOUNT_CAP),
    sort: Type.Optional(BoundedInt(0, 9999)),
    active: Type.Optional(Type.Boolean()),
  },
  strict,
)
export type PackageBody = Static<typeof PackageBody>
/** Desk: change a package (what is given). */
export const PackagePatch = Type.Partial(PackageBody, strict)
export type PackagePatch = Static<typeof PackagePatch>

/** Desk: the tenant's recharge terms (setting `recharge`): limits for every currency, how long an unpaid recharge waits. */
export const RechargeTerms = Type.Object({ minAmount: Amount(), maxAmount: Amount(), expiryMinutes: BoundedInt(5, 24 * 60) }, strict)
export type RechargeTerms = Static<typeof RechargeTerms>
/** Desk: every package (on and off), the terms and the enabled currencies. */
export const RechargeDesk = Type.Object({
  packages: Type.Array(RechargePackage),
  terms: RechargeTerms,
  currencies: Type.Array(Type.String()),
})
export type RechargeDesk = Static<typeof RechargeDesk>

/** Endpoints of the recharge area (spec paths `customer/api/order/recharge/balance` and `.../check/{id}`; the desk under `platform/api/recharge`). */
export const RechargeApi = {
  /** The recharge page's currencies, limits and active packages. */
  options: defineEndpoint({ method: 'GET', url: '/customer/api/order/recharge/options', auth: 'required', response: RechargeOptions }),
  /** Start a recharge (unpaid, expires like an order); then the cashier pays `id`. */
  create: defineEndpoint({
    method: 'POST',
    url: '/customer/api/order/recharge/balance',
    auth: 'required',
    body: RechargeBody,
    response: Recharge,
    idempotent: true,
  }),
  /** Poll a recharge (the user's own; anyone else's is 404). */
  check: defineEndpoint({ method: 'GET', url: '/customer/api/order/recharge/balance/check/:id', auth: 'required', params: NoParams, response: RechargeCheck }),
  /** Desk (staff): packages, terms, currencies. */
  desk: defineEndpoint({ method: 'GET', url: '/platform/api/recharge', auth: 'required', response: RechargeDesk }),
  /** Desk (staff): add a package. */
  addPackage: defineEndpoint({ method: 'POST', url: '/platform/api/recharge/package', auth: 'required', body: PackageBody, response: RechargePackage }),
  /** Desk (staff): change a package (switch it off with `active: false`). */
  editPackage: defineEndpoint({
    method: 'PUT',
    url: '/platform/api/recharge/package/:id',
    auth: 'required',
    params: IdParams,
    body: PackagePatch,
    response: RechargePackage,
  }),
  /** Desk (staff): the terms. */
  saveTerms: defineEndpoint({ method: 'PUT', url: '/platform/api/recharge/terms', auth: 'required', body: RechargeTerms, response: RechargeTerms }),
}
