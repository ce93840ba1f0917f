import { defineModule } from '../../core/module.js'
import { uploadRoutes } from './upload.routes.js'

// the public face: other modules import only this file
export { ownPrivateFiles } from './upload.service.js'

/** Uploads: images and videos by magic bytes, private ones for owner and staff. */
export default defineModule({ name: 'upload', routes: uploadRoutes })
