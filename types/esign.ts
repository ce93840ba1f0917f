import { Type } from '@sinclair/typebox'
import { defineEndpoint } from './endpoint.js'

export { EsignCodes, ESIGN_TOLERANCE_SEC } from './esign-codes.js'

const strict = { additionalProperties: false } as const
const Token = Type.Object({ token: Type.String({ pattern: '^[0-9a-f]{48}$', minLength: 48, maxLength: 48 }) }, strict)

/**
 * The e-sign provider's side (not for the app's request client): the local provider's hosted signing page
 * (HTML), its buttons, the signed document, and the provider's signed callback to our server.
 */
export const EsignApi = {
  /** The hosted signing page of the local provider (HTML: the document, agree, sign). */
  page: defineEndpoint({ method: 'GET', url: '/esign/local/:token', auth: 'none', params: Token, response: Type.String() }),
  /** The hosted page's script: its forms answer in place, so signing adds no entry to the app's history (the page works without it too). */
  script: defineEndpoint({ method: 'GET', url: '/esign/local/page.js', auth: 'none', response: Type.String() }),
  /** The page's form posts here: `action` sign (with `agree` ticked) or decline. */
  act: defineEndpoint({
    method: 'POST',
    url: '/esign/local/:token',
    auth: 'none',
    params: Token,
    body: Type.Object({ action: Type.Union([Type.Literal('sign'), Type.Literal('decline')]), agree: Type.Optional(Type.String({ maxLength: 10 })) }),
    response: Type.String(),
  }),
  /** The signed document as the provider keeps it (text): its SHA-256 is what the callback reported. */
  document: defineEndpoint({ method: 'GET', url: '/esign/local/:token/document', auth: 'none', params: Token, response: Type.String() }),
  /** The provider's SIGNED callback: headers `x-esign-timestamp`, `x-esign-signature` (hex HMAC-SHA256 of `<timestamp>.<canonical body>`); answers `success`. */
  notify: defineEndpoint({
    method: 'POST',
    url: '/esign/notify/:tenant',
    auth: 'none',
    summary: 'E-sign provider callback; the tenant is in the path',
    params: Type.Object({ tenant: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', maxLength: 64 }) }, strict),
    response: Type.String(),
  }),
}

/** The callback path of a tenant (after the API prefix). */
export const esignNotifyPath = (tenant: string) => EsignApi.notify.url.replace(':tenant', encodeURIComponent(tenant))
