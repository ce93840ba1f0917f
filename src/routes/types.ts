/** One page of the app. The route table (src/routes/index.ts) is the only place page paths are written. */
export interface RouteDef<N extends string = string> {
  /** Spec path under /pages without the `pages/` prefix, e.g. `order/details/index`. Unique. */
  name: N
  /** Taro page path, e.g. `pages/order/details/index`. */
  path: string
  /** Needs a logged-in user (spec section 2 no-login list decides). */
  login: boolean
  /** Part of the tab bar. Tab pages live in the main package. */
  tab?: boolean
  /** Subpackage root (`pages/<group>`), or undefined for the main package. */
  pkg?: string
  /** i18n key of the page title, namespace `pages`. */
  titleKey: string
  /** Pull-to-refresh enabled. */
  refresh?: boolean
  /** Custom navigation bar (no native title bar). */
  customNav?: boolean
  /**
   * The placeholder H5 shows at once while the page's code loads (its screen's own skeleton kind, see
   * src/core/ui/skeleton.tsx); `list` when not given.
   */
  skeleton?: 'grid' | 'list' | 'detail' | 'rail'
  /** Offers the mini-program share menu (`enableShareAppMessage`; the screen answers `useShareAppMessage`). */
  share?: boolean
  /** Page scrolling disabled. */
  disableScroll?: boolean
  /** Implemented by a real feature screen; false means the honest "not available yet" state. */
  ready?: boolean
}
