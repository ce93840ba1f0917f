/** Business codes of the e-sign area, 1840-1849 (inside the withdrawal range; runtime-free). */
export const EsignCodes = {
  /** a provider callback refused: bad or missing signature, stale timestamp, a replayed delivery, an unknown contract, another document: 400 */
  CALLBACK: 1840,
} as const

/** A callback whose timestamp is further than this from now is refused (seconds). */
export const ESIGN_TOLERANCE_SEC = 300
