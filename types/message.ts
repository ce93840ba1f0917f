import { Type, type Static } from '@sinclair/typebox'
import { MESSAGE_GROUPS, NOTICE_GROUPS } from './message-codes.js'
import { BigId, PageNum, PageSize } from './common.js'
import { defineEndpoint } from './endpoint.js'

export { MessageCodes, MESSAGE_GROUPS, NOTICE_GROUPS, NOTICE_SUMMARY_MAX, type MessageGroup, type NoticeGroup } from './message-codes.js'

const strict = { additionalProperties: false } as const
const NoticeGroupT = () => Type.Union(NOTICE_GROUPS.map((g) => Type.Literal(g)))
const MessageGroupT = () => Type.Union(MESSAGE_GROUPS.map((g) => Type.Literal(g)))

/**
 * A notice as its reader sees it: title and text rendered in the reader's language when read (the notice keeps
 * a text key and its parameters), `link` what it is about (`/pages/order/form/info?id=12`; '' for none).
 */
export const NoticeItem = Type.Object({
  id: Type.Integer(),
  group: NoticeGroupT(),
  title: Type.String(),
  content: Type.String(),
  link: Type.String(),
  /** ISO time */
  createTime: Type.String(),
  read: Type.Boolean(),
  /** ISO time, null while unread */
  readTime: Type.Union([Type.String(), Type.Null()]),
})
export type NoticeItem = Static<typeof NoticeItem>

/** One group of the centre (spec: Message group, `unreadCount`) with its newest entry. */
export const MessageGroupCount = Type.Object({
  group: MessageGroupT(),
  unreadCount: Type.Integer(),
  /** the newest notice's title ('' for none, and for chats) */
  lastTitle: Type.String(),
  /** ISO time of the newest notice ('' for none) */
  lastTime: Type.String(),
})
export type MessageGroupCount = Static<typeof MessageGroupCount>

export const GroupCountResult = Type.Object({
  groups: Type.Array(MessageGroupCount),
  /** every group's unread together (chats included): the user tab's badge */
  total: Type.Integer(),
})
export type GroupCountResult = Static<typeof GroupCountResult>

/** After a read: the group's unread and the total (the badge); also the `NOTICE` frame's body with the group. */
export const UnreadResult = Type.Object({ group: MessageGroupT(), unread: Type.Integer(), total: Type.Integer() })
export type UnreadResult = Static<typeof UnreadResult>

const IdParams = Type.Object({ id: BigId() }, strict)
const GroupParams = Type.Object({ group: NoticeGroupT() }, strict)

/** Endpoints of the message centre (spec section 7, customer/api/message/*): the signed-in reader's own notices. */
export const MessageApi = {
  groupCount: defineEndpoint({ method: 'GET', url: '/customer/api/message/group/count', auth: 'required', response: GroupCountResult }),
  /** A group's notices, newest first. */
  list: defineEndpoint({
    method: 'GET',
    url: '/customer/api/message/list/:group',
    auth: 'required',
    params: GroupParams,
    querystring: Type.Object({ pageNum: Type.Optional(PageNum()), pageSize: Type.Optional(PageSize()) }, strict),
    response: NoticeItem,
    paged: true,
  }),
  detail: defineEndpoint({ method: 'GET', url: '/customer/api/message/detail/:id', auth: 'required', params: IdParams, response: NoticeItem }),
  /** Mark one notice read (again: no change). */
  read: defineEndpoint({ method: 'POST', url: '/customer/api/message/read/:id', auth: 'required', params: IdParams, response: UnreadResult }),
  /** Mark every notice of a group read. */
  readGroup: defineEndpoint({ method: 'POST', url: '/customer/api/message/read/group/:group', auth: 'required', params: GroupParams, response: UnreadResult }),
}
