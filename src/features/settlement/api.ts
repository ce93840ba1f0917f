/* The settlement pages call `api.settlement.*` (@/core/request, typed by types/settlement.ts); here what the area adds. */
export const PAGE_SIZE = 10
