/** Business codes of the wallet area, 1660-1699 (runtime-free: the client may import them as values). */
export const WalletCodes = {
  /** the currency is not one the tenant enables (setting `wallet.currencies`): 409 naming `currency` */
  CURRENCY_DISABLED: 1661,
  /** a wallet web page's token whose time is over (signed by us, but expired): 401 naming `token` */
  WEB_TOKEN_EXPIRED: 1663,
  /** a wallet web page's token that is not ours: malformed, forged, or for another tenant, key or page: 401 naming `token` */
  WEB_TOKEN_INVALID: 1664,
} as const

/** The seven wallet web pages (`user/wallet/web<key>`): each opens the URL the tenant names for its key. */
export const WALLET_WEB_KEYS = ['webdq', 'webjlll', 'webim', 'webys', 'webdj', 'webzfb', 'webrwa'] as const
export type WalletWebKey = (typeof WALLET_WEB_KEYS)[number]

/** How long a wallet web page's signed token stays valid (seconds). */
export const WALLET_WEB_TOKEN_TTL_S = 300

/**
 * The ledger transaction kinds the wallet's history names in words (`kind.<kind>` of the wallet texts); any other
 * kind reads "Other". The modules that post them: payment (payment, refund), ledger (credit, seed, opening),
 * settlement (settlement, takeback), recharge, withdrawal, transfer, convert.
 */
export const LEDGER_KINDS = [
  'payment',
  'refund',
  'recharge',
  'withdrawal',
  'transfer',
  'convert',
  'credit',
  'hold',
  'release',
  'fee',
  'bonus',
  'seed',
  'opening',
  'settlement',
  'takeback',
] as const

/** The history's filter: every line, money in (+) or money out (-). */
export const HISTORY_FLOWS = ['all', 'in', 'out'] as const
export type HistoryFlow = (typeof HISTORY_FLOWS)[number]
