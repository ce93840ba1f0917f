import type { RequestCtx } from './context.js'

/**
 * The one way a module reacts to another without importing it (ADR 0066).
 *
 * - An **event** (`hooks.on` / `hooks.emit`): something happened in the emitting module
 *   (`user.created`, `order.paid`, `payment.refunded`). Every listener runs, in the order they
 *   subscribed, awaited one after the other, with the emitter's context: when the emitter is inside a
 *   transaction (`ctx.db` is the transaction) the listeners write in it, and a listener that throws
 *   rolls the whole step back.
 * - A **provider** (`hooks.provide` / `hooks.call`): the emitting module needs one answer it cannot
 *   compute itself (is this product a favourite, does this user own a shop, load the target of a
 *   payment). Exactly one module provides it; a second `provide` of the same name throws. `call` on a
 *   name nobody provided answers the declared fallback, or throws when there is none.
 *
 * Names and payloads are typed: the module that emits or asks declares them in its `<area>.hooks.ts`
 * by merging into `HookEvents` / `HookProviders`:
 *
 * ```ts
 * declare module '../../core/hooks.js' {
 *   interface HookEvents { 'user.created': { userId: number } }
 *   interface HookProviders { 'shop.ownsShop': (c: RequestCtx, userId: number) => Promise<boolean> }
 * }
 * ```
 *
 * Subscriptions and providers are made in the subscribing module's `index.ts`, which the server
 * imports at start (core/discover.ts), so every hook is wired before the first request.
 */

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface HookEvents {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface HookProviders {}

type Listener<P> = (c: RequestCtx, payload: P) => Promise<void> | void
type AnyFn = (...args: never[]) => unknown

const listeners = new Map<string, Array<Listener<unknown>>>()
const providers = new Map<string, AnyFn>()

export const hooks = {
  /** Subscribe to an event. */
  on<K extends keyof HookEvents>(name: K, fn: Listener<HookEvents[K]>): void {
    const list = listeners.get(name as string) ?? []
    list.push(fn as Listener<unknown>)
    listeners.set(name as string, list)
  },

  /** Tell every listener, one after the other, inside the caller's context (and transaction). */
  async emit<K extends keyof HookEvents>(name: K, c: RequestCtx, payload: HookEvents[K]): Promise<void> {
    for (const fn of listeners.get(name as string) ?? []) await fn(c, payload)
  },

  /** Be the one answer to `name`. */
  provide<K extends keyof HookProviders>(name: K, impl: HookProviders[K]): void {
    if (providers.has(name as string)) throw new Error(`hook '${String(name)}' is already provided`)
    providers.set(name as string, impl as AnyFn)
  },

  /**
   * The provider of `name`. With `fallback`, a name nobody provided answers the fallback (a module
   * that is optional, e.g. favourites); without, it throws (a wiring error, found by the first test).
   */
  get<K extends keyof HookProviders>(name: K, fallback?: HookProviders[K]): HookProviders[K] {
    const impl = providers.get(name as string) ?? (fallback as AnyFn | undefined)
    if (!impl) throw new Error(`hook '${String(name)}' is not provided`)
    return impl as HookProviders[K]
  },

  /** Names with listeners or a provider (tests and the docs' hook table). */
  wired(): { events: string[]; providers: string[] } {
    return { events: [...listeners.keys()].sort(), providers: [...providers.keys()].sort() }
  },
}
