import type { Address, AddrApi, AddrBody } from '~types/addr'
import type { Region, SystemApi } from '~types/system'
import { http } from '@/core/request'

export const ADDR_KEY = ['addr'] as const
export const ADDR_LIST_KEY = ['addr', 'list'] as const
export const addrKey = (id: number) => ['addr', 'one', id] as const
/** The address tree is the same for everyone and rarely changes: its answers stay fresh for an hour (per language: the names are the app language's). */
export const regionKey = (parent: number | null, locale: string) => ['system', 'regions', locale, parent ?? 0] as const
export type { Address, AddrBody, Region }

/** Receiving addresses and the address tree: the server calls, each typed by its endpoint record. */
export const addrApi = {
  list: () => http.call<typeof AddrApi.list>('GET /customer/api/addr', {}),
  get: (id: number) => http.call<typeof AddrApi.get>('GET /customer/api/addr/:id', { params: { id } }),
  add: (body: AddrBody) => http.call<typeof AddrApi.add>('POST /customer/api/addr', { body }),
  edit: (body: AddrBody & { id: number }) => http.call<typeof AddrApi.edit>('PUT /customer/api/addr', { body }),
  setDefault: (id: number) => http.call<typeof AddrApi.setDefault>('PUT /customer/api/addr/settingDegault/:id', { params: { id } }),
  remove: (id: number) => http.call<typeof AddrApi.remove>('DELETE /customer/api/addr/delete/:id', { params: { id } }),
  provinces: () => http.call<typeof SystemApi.provinces>('GET /system/api/address/province', {}, { auth: false }),
  children: (id: number) => http.call<typeof SystemApi.regionTree>('GET /system/api/address/tree/:id', { params: { id } }, { auth: false }),
}
