// The request client's face: the transport-level client (client.ts) and THE API client built from the
// endpoint records (api.ts), which calls through it. Importers take both from '@/core/request'.
export * from './client'
export { api, type Api, type ApiArea, type EndpointCall, type EndpointName, type RecordOf } from './api'
export { absoluteUrl } from './absolute-url'
