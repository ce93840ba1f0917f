import { defineModule } from '../../core/module.js'
import { publicFileRoutes, uploadRoutes } from './upload.routes.js'

/** Uploads: images and videos by magic bytes, public files by path, private ones for owner and staff. */
export default defineModule({ name: 'upload', routes: uploadRoutes, publicRoutes: publicFileRoutes })
