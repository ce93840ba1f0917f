import Taro, { useRouter } from '@tarojs/taro'
import { useMemo } from 'react'
import { routeByName, routeByPath, type PageName, type RouteDef } from '../../routes/index'
import type { PageQuery, ParamsArg } from '../../routes/params'

export type { PageName } from '../../routes/index'
export type { PageParams, PageQuery } from '../../routes/params'
import { useSessionStore } from '../stores/session'

/**
 * The navigation module: the only caller of Taro navigation. Pages are named by their route name
 * (`PageName`, checked by the compiler), never by a path. Spec section 8 rules: the target must
 * exist; tab pages are only switched to; non-tab pages are never switched to; a repeated navigation
 * to the same target is rejected while locked. Plus the login guard.
 */
export type Params = Record<string, string | number | boolean | undefined | null>
export type NavFailure = 'not-found' | 'tab-only' | 'not-tab' | 'locked'

export class NavError extends Error {
  constructor(
    readonly reason: NavFailure,
    readonly target: string,
  ) {
    super(`navigation to ${target} refused: ${reason}`)
    this.name = 'NavError'
  }
}

export const LOCK_MS = 1000
export const LOGIN_PAGE: PageName = 'public/account/appLogin'
export const HOME_PAGE: PageName = 'tabbar/index'

let locked: { key: string; until: number } | null = null
/** Open picks (`nav.pick`): the picker page's `pick` query names the one it answers. */
const picks = new Map<string, (value: unknown) => void>()
let pickSeq = 0
let pendingAfterLogin: { name: PageName; params?: Params } | null = null

export function query(params?: Params): string {
  if (!params) return ''
  const parts = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
  return parts.length ? `?${parts.join('&')}` : ''
}

/**
 * `a=1&b=x%20y` → `{ a: '1', b: 'x y' }`. Own parser: mini-program runtimes have no (iterable)
 * URLSearchParams.
 */
/**
 * The query a page was opened with: mini-programs give it as `options`; Taro's H5 router keeps it in
 * `$taroParams` (with its own `stamp`) and leaves `options` empty.
 */
function pageQuery(page: object | undefined): Params | undefined {
  const p = page as { options?: unknown; $taroParams?: unknown } | undefined
  const opts = p?.options as Params | undefined
  if (opts && Object.keys(opts).length) return opts
  const { stamp: _stamp, ...h5 } = (p?.$taroParams ?? {}) as Record<string, string>
  return Object.keys(h5).length ? (h5 as Params) : opts
}

export function parseQuery(q: string | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  if (!q) return out
  for (const part of q.replace(/^\?/, '').split('&')) {
    if (!part) continue
    const i = part.indexOf('=')
    const k = i < 0 ? part : part.slice(0, i)
    const v = i < 0 ? '' : part.slice(i + 1)
    try {
      out[decodeURIComponent(k.replace(/\+/g, ' '))] = decodeURIComponent(v.replace(/\+/g, ' '))
    } catch {
      out[k] = v
    }
  }
  return out
}

/**
 * One value of a page's query as the opener gave it to `nav.to`. `query()` encodes every value once; Taro's
 * H5 router (`decode: false`) and the mini-program hosts hand it over still encoded, so it is decoded here
 * once. A value without an escape (`%XX`) is taken as it is (a host that decoded already, or plain text), and
 * a malformed escape stays as written.
 */
export function decodeParam(v: string): string {
  if (!/%[0-9a-fA-F]{2}/.test(v)) return v
  try {
    return decodeURIComponent(v)
  } catch {
    return v
  }
}

/** Every value of a page's query decoded once (`decodeParam`); Taro's own `stamp` and `$taroTimestamp` left out. */
export function pageParams(raw: Record<string, string | undefined> | undefined): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {}
  for (const [k, v] of Object.entries(raw ?? {})) {
    if (k === 'stamp' || k === '$taroTimestamp') continue
    out[k] = typeof v === 'string' ? decodeParam(v) : v
  }
  return out
}

/**
 * The current page's query, decoded: the one way a screen reads what it was opened with (`nav.to(name,
 * params)` on the other end). Never read `useRouter().params` in a screen: its values are still encoded
 * on H5 and mini-programs (`ids=3%2C4`).
 */
export function usePageParams<N extends PageName>(_page: N): PageQuery<N> {
  const { params } = useRouter()
  return useMemo(() => pageParams(params), [params]) as PageQuery<N>
}

export const urlOf = (r: RouteDef, params?: Params) => `/${r.path}${query(params)}`

function resolve(name: PageName): RouteDef<PageName> {
  const r = routeByName(name) ?? routeByPath(name)
  if (!r) throw new NavError('not-found', name)
  return r
}

/** Reject a second navigation to the same target while the first is under way. */
function lock(key: string) {
  const now = Date.now()
  if (locked && locked.key === key && locked.until > now) throw new NavError('locked', key)
  locked = { key, until: now + LOCK_MS }
}

function unlock(key: string) {
  if (locked?.key === key) locked = null
}

async function go(kind: 'navigateTo' | 'redirectTo' | 'switchTab' | 'reLaunch', r: RouteDef<PageName>, params?: Params) {
  const url = kind === 'switchTab' ? `/${r.path}` : urlOf(r, params)
  const key = `${kind}:${url}`
  lock(key)
  try {
    // explicit calls (not Taro[kind]) so the H5 build can tree-shake Taro's API implementations
    if (kind === 'navigateTo') await Taro.navigateTo({ url })
    else if (kind === 'redirectTo') await Taro.redirectTo({ url })
    else if (kind === 'switchTab') await Taro.switchTab({ url })
    else await Taro.reLaunch({ url })
  } finally {
    // released when the navigation completes; the LOCK_MS window still bounds it if the call hangs
    unlock(key)
  }
}

function guarded(r: RouteDef<PageName>, params?: Params): boolean {
  if (!r.login || useSessionStore.getState().token) return false
  pendingAfterLogin = { name: r.name, params }
  return true
}

/** A page's path with its query (`/pages/store/index?id=2`): for share menus and links, never to navigate. */
export const pageUrl = <N extends PageName>(name: N, ...[params]: ParamsArg<N>) => urlOf(resolve(name), params as Params)

/** Data loaders a page registers to start its requests before it opens (`nav.preload`). */
const preloaders = new Map<PageName, (params: Params) => void>()

type H5Route = { path: string; load?: (...a: unknown[]) => unknown }

/** H5: start loading a page's code (the router's own chunk loader for the page, so the chunks are shared). */
function loadPageCode(r: RouteDef): Promise<void> {
  if (process.env.TARO_ENV !== 'h5' || typeof window === 'undefined') return Promise.resolve()
  const routes = (window as unknown as { __taroAppConfig?: { routes?: H5Route[] } }).__taroAppConfig?.routes ?? []
  const h5 = routes.find((x) => x.path.replace(/^\//, '') === r.path)
  try {
    // Taro's loader answers [import promise, context, params]
    const out = h5?.load?.({}, {}) as [Promise<unknown>] | undefined
    return Promise.resolve(out?.[0]).then(
      () => undefined,
      () => undefined,
    )
  } catch {
    return Promise.resolve()
  }
}

export const nav = {
  /**
   * Start loading a page before opening it (the splash, while its ad shows or its config arrives): on H5
   * the page's code, then the data the page registered with `nav.onPreload` (its requests go into the
   * data cache, where the page finds them in flight or answered). Never fails.
   */
  preload(name: PageName, params: Params = {}): Promise<void> {
    const r = routeByName(name) ?? routeByPath(name)
    if (!r) return Promise.resolve()
    const data = () => {
      try {
        preloaders.get(r.name)?.(params)
      } catch {
        /* a preload is a hint: the page loads its data itself */
      }
    }
    // registered already (its module is loaded): now; else once the page's code has registered it
    const had = preloaders.has(r.name)
    if (had) data()
    return loadPageCode(r).then(() => (had ? undefined : data()))
  },
  /** A page's data loader for `nav.preload` (registered by the screen's module, so it runs once its code is here). */
  onPreload(name: PageName, load: (params: Params) => void) {
    preloaders.set(name, load)
  },
  /** Open a page: tab pages are switched to; login-required pages go through login when logged out. */
  async to<N extends PageName>(name: N, ...[p]: ParamsArg<N>) {
    const params = p as Params | undefined
    const r = resolve(name)
    if (r.tab) return go('switchTab', r)
    if (guarded(r, params)) return go('navigateTo', resolve(LOGIN_PAGE))
    return go('navigateTo', r, params)
  },
  /** Replace the current page. Tab pages cannot be redirected to. */
  async redirect<N extends PageName>(name: N, ...[p]: ParamsArg<N>) {
    const params = p as Params | undefined
    const r = resolve(name)
    if (r.tab) throw new NavError('tab-only', name)
    if (guarded(r, params)) return go('redirectTo', resolve(LOGIN_PAGE))
    return go('redirectTo', r, params)
  },
  /** Switch to a tab page; non-tab pages are never switched to. */
  async switchTab(name: PageName) {
    const r = resolve(name)
    if (!r.tab) throw new NavError('not-tab', name)
    return go('switchTab', r)
  },
  /** Close every page and open `name` (tab or not). */
  async relaunch<N extends PageName>(name: N, ...[p]: ParamsArg<N>) {
    const params = p as Params | undefined
    const r = resolve(name)
    if (guarded(r, params)) return go('reLaunch', resolve(LOGIN_PAGE))
    return go('reLaunch', r, params)
  },
  /** Go back `delta` pages; with no history, go home. */
  async back(delta = 1) {
    if ((Taro.getCurrentPages?.().length ?? 0) > delta) return Taro.navigateBack({ delta })
    return go('switchTab', resolve(HOME_PAGE))
  },
  /** Go to login, coming back to the current page after. */
  async toLogin() {
    const pages = Taro.getCurrentPages?.() ?? []
    const cur = pages[pages.length - 1]
    const here = cur ? routeByPath(cur.route ?? '') : undefined
    if (here?.name === LOGIN_PAGE) return
    if (here && !pendingAfterLogin) pendingAfterLogin = { name: here.name, params: pageQuery(cur) }
    return go('navigateTo', resolve(LOGIN_PAGE))
  },
  /** After a successful login: the page that asked for it, else back, else home. */
  async afterLogin() {
    const target = pendingAfterLogin
    pendingAfterLogin = null
    if (target && target.name !== LOGIN_PAGE) {
      const r = resolve(target.name)
      return r.tab ? go('switchTab', r) : go('redirectTo', r, target.params)
    }
    return nav.back()
  },
  /**
   * Open a page that chooses something and resolve with its choice (undefined when it was left
   * without choosing): the page gets `pick=<id>` in its query and answers with `nav.pickDone`.
   * Taro's event channel is not on every host (RN, tt), so the result travels through this module.
   */
  async pick<T, N extends PageName = PageName>(name: N, ...[p]: ParamsArg<N>): Promise<T | undefined> {
    const params = p as Params | undefined
    const id = `p${++pickSeq}`
    const result = new Promise<T | undefined>((res) => picks.set(id, res as (v: unknown) => void))
    try {
      await nav.to(name as PageName, { ...params, pick: id })
    } catch (e) {
      picks.delete(id)
      throw e
    }
    return result
  },
  /** The picker's answer: resolves the opener's `nav.pick` and goes back to it. */
  async pickDone(id: string, value: unknown) {
    const res = picks.get(id)
    picks.delete(id)
    res?.(value)
    return nav.back()
  },
  /** The picker page was left without an answer (its unload): the opener's pick resolves undefined. */
  pickCancel(id: string) {
    const res = picks.get(id)
    picks.delete(id)
    res?.(undefined)
  },
  /** Where login will return to (for tests and the login screen). */
  pendingTarget: () => pendingAfterLogin,
  /** Remember a target for after login (used by the first-load guard). */
  remember<N extends PageName>(name: N, ...[p]: ParamsArg<N>) {
    const params = p as Params | undefined
    pendingAfterLogin = { name, params }
  },
  /** Test hook: forget lock and pending target. */
  reset() {
    locked = null
    pendingAfterLogin = null
    picks.clear()
  },
}
