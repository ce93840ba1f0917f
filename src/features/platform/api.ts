import type { PaymentApi } from '~types/payment'
import { http } from '@/core/request'

export const PLATFORM_KEY = ['platform'] as const
export const OFFLINE_KEY = ['platform', 'offline'] as const
export const PAGE_SIZE = 10
const idempotencyKey = () => `s-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

/** The platform desk's calls (types/payment.ts staff endpoints); every one is refused (403) to non-staff. */
export const platformApi = {
  offline: (pageNum: number, o: { silent?: boolean; pageSize?: number } = {}) =>
    http.call<typeof PaymentApi.staffOfflineList>('GET /platform/api/pay/offline/list', { query: { pageNum, pageSize: o.pageSize ?? PAGE_SIZE } }, { silent: o.silent }),
  confirm: (id: number) => http.call<typeof PaymentApi.staffOfflineConfirm>('POST /platform/api/pay/offline/:id/confirm', { params: { id } }, { header: { 'Idempotency-Key': idempotencyKey() } }),
  reject: (id: number, reason: string) => http.call<typeof PaymentApi.staffOfflineReject>('POST /platform/api/pay/offline/:id/reject', { params: { id }, body: { reason } }),
  /** A proof image (private upload): a local path, fetched with the session. */
  proof: (id: string) => http.privateFile(id),
}
