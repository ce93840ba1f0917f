import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoint } from './endpoint.js'

export const UploadScope = Type.Union([Type.Literal('public'), Type.Literal('private')])
export type UploadScope = Static<typeof UploadScope>
/** A stored upload: public files get `/api/files/...`, private ones `/api/system/api/upload/<id>`. */
export const UploadResult = Type.Object({ id: Type.String(), url: Type.String(), mime: Type.String(), size: Type.Integer(), scope: UploadScope })
export type UploadResult = Static<typeof UploadResult>
/** A file's bytes (not an envelope). */
export const FileBytes = Type.Unsafe<unknown>({ type: 'string', format: 'binary' })

/** Endpoints of the upload area. */
export const UploadApi = {
  /** multipart/form-data: `file` and optional `scope` (public | private). */
  upload: defineEndpoint({ method: 'POST', url: '/system/api/upload', auth: 'required', response: UploadResult }),
  /** A private file, for its owner and staff (404 for anyone else). */
  privateFile: defineEndpoint({
    method: 'GET',
    url: '/system/api/upload/:id',
    auth: 'required',
    params: Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false }),
    response: FileBytes,
  }),
}
