/* The platform desk's calls are `api.payment.staffOffline*` and `api.upload.privateFile` through `http.privateFile`
   (@/core/request, typed by types/payment.ts); every one is refused (403) to non-staff. */

export const PAGE_SIZE = 10
