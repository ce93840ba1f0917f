import { defineModule } from '../../core/module.js'
import { uploadRoutes } from './upload.routes.js'

/** Uploads: images and videos by magic bytes, private ones for owner and staff. */
export default defineModule({ name: 'upload', routes: uploadRoutes })
