/* Favourites and footprints are `api.collection.*` and `api.footprint.*` (@/core/request, typed by
   types/collection.ts and types/footprint.ts), their keys `keyOf('collection.list', type)`, `keyOf('footprint.list')`. */

/** Rows per page of both lists. */
export const PAGE_SIZE = 10
