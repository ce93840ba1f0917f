import { defineModule } from '../../core/module.js'
import { hooks } from '../../core/hooks.js'
import { uploadRoutes } from './upload.routes.js'
import { MIME_BY_EXT } from './upload.service.js'

// the public face: other modules import only this file
export { uploadService } from './upload.service.js'
export type { PictureRule, PictureCheck } from './upload.pictures.js'

// the public files plugin (plugins/static.ts) serves only the kinds uploads are stored as
hooks.provide('files.publicType', (ext) => MIME_BY_EXT[ext])

/** Uploads: images and videos by magic bytes, private ones for owner and staff. */
export default defineModule({ name: 'upload', routes: uploadRoutes })
