import { Type, type Static } from '@sinclair/typebox'
import { PageQuery } from './common.js'
import { defineEndpoint } from './endpoint.js'

export { ChatFrame, ChatError, ChatTip, ChatMsgType, ChatCodes, CHAT_LIMITS } from './chat-codes.js'

const Id = Type.Integer({ minimum: 1 })

/** A stored chat message (frames `MESSAGE`, `SYNCED`; `mytio/chat/history`). `body` by `msgtype` (chat-codes.ts). */
export const ChatMessage = Type.Object({
  id: Type.Integer(),
  conversationId: Type.Integer(),
  /** 1, 2, 3 ... per conversation, no gaps */
  seq: Type.Integer(),
  clientId: Type.String(),
  senderId: Type.Integer(),
  /** the sender speaks for the shop (the merchant side of a shop conversation) */
  fromShop: Type.Boolean(),
  senderName: Type.String(),
  senderAvatar: Type.String(),
  msgtype: Type.Integer(),
  body: Type.Record(Type.String(), Type.Unknown()),
  /** ISO time */
  sendtime: Type.String(),
})
export type ChatMessage = Static<typeof ChatMessage>

/**
 * One conversation in a list (spec: bizid, notreadcount, sendtime, msgtype, msgresume). `bizid` is the
 * conversation's business key: `shop:<shopId>` for a shopper's conversation with a shop, `live:<roomId>` for a
 * live room's chat. `title`/`avatar` are the other side as the reader sees it (the shop for the shopper, the
 * shopper for the merchant).
 */
export const ChatListItem = Type.Object({
  conversationId: Type.Integer(),
  bizid: Type.String(),
  kind: Type.Union([Type.Literal('shop'), Type.Literal('group')]),
  title: Type.String(),
  avatar: Type.String(),
  shopId: Type.Union([Type.Integer(), Type.Null()]),
  notreadcount: Type.Integer(),
  /** ISO time of the last message ('' when none) */
  sendtime: Type.String(),
  msgtype: Type.Integer(),
  /** the last message in one line ('' when none): the text, or a placeholder word for a picture or a card */
  msgresume: Type.String(),
  lastSeq: Type.Integer(),
})
export type ChatListItem = Static<typeof ChatListItem>

/** Where the socket is: `${ssl ? 'wss' : 'ws'}://${ip}:${port}${path}` (ip/port as the request reached the server). */
export const ImServer = Type.Object({
  ssl: Type.Boolean(),
  ip: Type.String(),
  port: Type.Integer(),
  path: Type.String(),
  /** heartbeat in ms (spec default 5000); reconnect when nothing arrived in two heartbeats */
  timeout: Type.Integer(),
})
export type ImServer = Static<typeof ImServer>

export const ChatViewModel = Type.Object({
  session_cookie_name: Type.String(),
  /** base address of chat pictures */
  res_server: Type.String(),
})
export type ChatViewModel = Static<typeof ChatViewModel>

/** `imInfo` of the user info: `loginname` and `pd5`. */
export const ChatLoginBody = Type.Object(
  { loginname: Type.String({ minLength: 1, maxLength: 64 }), pd5: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
)
export const ChatSession = Type.Object({
  /** the chat session: the first frame's `session` */
  session: Type.String(),
  userId: Type.Integer(),
  /** ISO time */
  expiresAt: Type.String(),
})
export type ChatSession = Static<typeof ChatSession>

export const ChatUser = Type.Object({
  userId: Type.Integer(),
  nick: Type.String(),
  avatar: Type.String(),
  /** shops this user answers for (the workbench inbox); empty for shoppers */
  shopIds: Type.Array(Type.Integer()),
  /** unread over every conversation of the user (as shopper and as merchant) */
  unread: Type.Integer(),
})
export type ChatUser = Static<typeof ChatUser>

/** Open (or find) the conversation between the signed-in user and a shop; `ref` puts a card in it first. */
export const AddMerchantBody = Type.Object(
  {
    shopId: Id,
    ref: Type.Optional(Type.Object({ kind: Type.Union([Type.Literal('product'), Type.Literal('order')]), id: Id }, { additionalProperties: false })),
  },
  { additionalProperties: false },
)
export const AddMerchantResult = Type.Object({ conversationId: Type.Integer(), bizid: Type.String(), title: Type.String(), avatar: Type.String() })
export type AddMerchantResult = Static<typeof AddMerchantResult>

export const ChatImage = Type.Object({ url: Type.String(), width: Type.Integer(), height: Type.Integer() })
export type ChatImage = Static<typeof ChatImage>

/** The chat endpoints (spec: under the IM base path `mytio`). */
export const ChatApi = {
  imServer: defineEndpoint({ method: 'GET', url: '/mytio/im/imserver', auth: 'required', response: ImServer }),
  viewModel: defineEndpoint({ method: 'GET', url: '/mytio/config/viewmodel', auth: 'required', response: ChatViewModel }),
  login: defineEndpoint({ method: 'POST', url: '/mytio/login/inner', auth: 'required', body: ChatLoginBody, response: ChatSession }),
  current: defineEndpoint({ method: 'GET', url: '/mytio/user/curr', auth: 'required', response: ChatUser }),
  /** The reader's conversations, newest first; `shopId`: the merchant's inbox of one shop. */
  list: defineEndpoint({
    method: 'GET',
    url: '/mytio/chat/list',
    auth: 'required',
    querystring: Type.Composite([PageQuery, Type.Object({ shopId: Type.Optional(Id) })], { additionalProperties: false }),
    response: ChatListItem,
    paged: true,
  }),
  /** Earlier messages of a conversation (scrolling back): `beforeSeq` absent = the newest `size`. */
  history: defineEndpoint({
    method: 'GET',
    url: '/mytio/chat/history/:conversationId',
    auth: 'required',
    params: Type.Object({ conversationId: Id }, { additionalProperties: false }),
    querystring: Type.Object(
      { beforeSeq: Type.Optional(Id), size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) },
      { additionalProperties: false },
    ),
    response: Type.Object({ conversation: ChatListItem, messages: Type.Array(ChatMessage), more: Type.Boolean() }),
  }),
  addMerchant: defineEndpoint({ method: 'POST', url: '/mytio/friend/addMerchant', auth: 'required', body: AddMerchantBody, response: AddMerchantResult }),
  /** multipart/form-data, file field `uploadFile` */
  image: defineEndpoint({ method: 'POST', url: '/mytio/chat/img', auth: 'required', response: ChatImage }),
  logout: defineEndpoint({ method: 'POST', url: '/mytio/logout', auth: 'required', response: Type.Object({}) }),
}
