/** Limits of the footprint area (runtime-free: the client may import them as values). */

/** Footprints a user keeps: one per product; a new one beyond this drops the oldest. */
export const FOOTPRINT_MAX = 200
