// The article module's public face: discovery registers its routes; other modules import only this file.
import { defineModule } from '../../core/module.js'
import { articleRoutes } from './article.routes.js'

export { articleService } from './article.service.js'

/** The information feed (spec `information/*`). Owns `article_categories`, `articles`. */
export default defineModule({ name: 'article', routes: articleRoutes })
