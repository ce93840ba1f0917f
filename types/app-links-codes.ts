/** Business codes and limits of the tenant's app links (ADR 0163), 2330-2339 (runtime-free: the client may import them as values). */
export const AppLinkCodes = {
  /** a link that is not a full https address (400 naming `iosUrl` or `androidUrl`, rule https) */
  HTTPS: 2330,
  /** only platform staff set the app links (403) */
  STAFF_ONLY: 2331,
} as const

/** Longest app link kept. */
export const APP_LINK_MAX = 500
