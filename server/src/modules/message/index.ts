// The message module's public face: discovery registers its routes; other modules and flows import only this file.
import { defineModule } from '../../core/module.js'
import { messageRoutes } from './message.routes.js'
import './message.hooks.js'

export { messageService, type NoticeInput } from './message.service.js'

/** The message centre: owns `user_notices`; modules write notices through `messageService.notify` (ADR 0105). */
export default defineModule({ name: 'message', routes: messageRoutes })
