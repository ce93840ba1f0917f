/** Business codes of the message centre, 1870-1899, and its groups (runtime-free: the client imports them as values). */
export const MessageCodes = {
  /** no such notice for this reader (another user's, another tenant's, or none): 404 naming `id` */
  NOT_FOUND: 1870,
} as const

/** The groups a notice belongs to (what it is about). */
export const NOTICE_GROUPS = ['order', 'refund', 'wallet', 'system'] as const
export type NoticeGroup = (typeof NOTICE_GROUPS)[number]
/** The groups of the message centre: the notice groups and the chats (the chat module's unread). */
export const MESSAGE_GROUPS = [...NOTICE_GROUPS, 'chat'] as const
export type MessageGroup = (typeof MESSAGE_GROUPS)[number]

/** A notice's longest rendered text kept in a list row (the detail has it whole). */
export const NOTICE_SUMMARY_MAX = 120
