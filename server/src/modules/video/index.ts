import { defineModule } from '../../core/module.js'
import { videoRoutes } from './video.routes.js'

/**
 * Short videos (`tabbar/video`, `merchant/videos`): shops' uploaded videos with a cover and the product they
 * show, the feed newest first, likes once per user (ADR 0108). Owns `videos` and `video_likes`. Nobody calls
 * it: no face service.
 */
export default defineModule({ name: 'video', routes: videoRoutes })
