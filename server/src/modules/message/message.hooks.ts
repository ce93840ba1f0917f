import type { RequestCtx } from '../../core/context.js'

declare module '../../core/hooks.js' {
  interface HookProviders {
    /**
     * Unread chat messages of a user over every conversation (as shopper and as merchant): the message
     * centre's "chats" group and the tab badge. Provided by the chat module; 0 without it.
     */
    'chat.unread': (c: RequestCtx, userId: number) => Promise<number>
  }
}
