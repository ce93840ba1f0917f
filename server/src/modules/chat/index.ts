// The chat module's public face: discovery registers its routes and socket; other modules import only this file.
import { hooks } from '../../core/hooks.js'
import { enqueueJob, registerJob } from '../../core/jobs.js'
import { defineModule } from '../../core/module.js'
import { chatRoutes, chatSocket } from './chat.routes.js'
import { accountClosed, kick, totalUnread } from './chat.service.js'

export { chatService } from './chat.service.js'

// the message centre's "chats" group and the tab badge (declared by the message module)
hooks.provide('chat.unread', (c, userId) => totalUnread(c, userId))

// a closed account: its chat sessions end in the log-off transaction; its sockets on every node are kicked
// (ERROR 1010) by a job, which exists only if the log off committed
registerJob('chat:kick', (c, p: { userId: number }) => kick(c, p.userId))
hooks.on('user.closed', async (c, { userId }) => {
  await accountClosed(c, userId)
  await enqueueJob(c.db, { tenantId: c.tenantId, kind: 'chat:kick', payload: { userId } })
})

/** Chat: conversations with shops and live-room groups, messages, unread, chat sessions; the socket `mytio/ws`. */
export default defineModule({ name: 'chat', routes: chatRoutes, publicRoutes: chatSocket })
