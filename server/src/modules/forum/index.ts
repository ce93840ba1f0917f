// The forum module's public face: discovery registers its routes; other modules import only this file.
import { hooks } from '../../core/hooks.js'
import { defineModule } from '../../core/module.js'
import { forumRoutes } from './forum.routes.js'
import { decided } from './forum.service.js'

// staff decided a report in the desk's review queue: applied in the decision's transaction
hooks.on('approval.decided', (c, d) => (d.kind === 'forumReport' ? decided(c, d) : undefined))

/**
 * The forum (`user/discuss/*`, ADR 0122-0124): classes, posts with up to nine pictures, comments, likes once per
 * user, reports to the desk's review queue (approved: hidden). Owns `forum_classes`, `forum_posts`,
 * `forum_comments`, `forum_post_likes`, `forum_comment_likes`, `forum_reports`. Nobody calls it: no face service.
 */
export default defineModule({ name: 'forum', routes: forumRoutes })
