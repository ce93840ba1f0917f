/** Business codes of the __area__ area (runtime-free: the client may import them as values). Range __code__-__code19__. */
export const __Area__Codes = {
  /** the user already keeps __AREA___MAX items (409) */
  FULL: __code1__,
} as const

/** Most items one user keeps. */
export const __AREA___MAX = 100
