/**
 * The chat socket's numbers (runtime-free; ADR 0103). The spec fixes the behaviour of error codes 1001,
 * 1002, 1003, 1010 (close and quit), tip codes 1 (close), 2 and 99 (show the text), the heartbeat (default
 * 5000 ms) and the reconnect delay (3000 ms); it leaves the numbers of frame and message types to us.
 */

/** Frame types: `{ t, d }` JSON text frames, both directions. */
export const ChatFrame = {
  /** client: `{ session }` first frame after connect; server: `{ userId, heartbeat }` accepted */
  HANDSHAKE: 1,
  /** either side: no body; the server answers the client's with its own */
  HEARTBEAT: 2,
  /** server: `{ code, msg }` with a `ChatError` code: the client closes (1000) and does not reconnect */
  ERROR: 3,
  /** server: `{ code, text }` with a `ChatTip` code; a refused SEND adds its `conversationId` and `clientId` (not stored: not resent) */
  TIP: 4,
  /** client: `{ conversationId, clientId, msgtype, body }` */
  SEND: 10,
  /** server: `{ conversationId, clientId, seq, id, sendtime }` to the sender's socket: stored (also for a resend) */
  ACK: 11,
  /** server: one `ChatMessage` to every member's sockets (the sender's other sockets too) */
  MESSAGE: 12,
  /** client: `{ conversationId, seq }` read up to `seq` */
  READ: 13,
  /** server: `{ conversationId, notreadcount, total }` the reader's unread after a read or a new message */
  UNREAD: 14,
  /** client: `{ conversationId, afterSeq }` send me what I missed; server: answers with `SYNCED` */
  SYNC: 15,
  /** server: `{ conversationId, messages: ChatMessage[], more }` in sequence order, at most 100 */
  SYNCED: 16,
  /** client: `{ conversationId }` join an open group (a live room's chat) as a member */
  JOIN: 20,
  /** server: `{ group, unread, total }` a notice arrived in the message centre (badge) */
  NOTICE: 30,
} as const
export type ChatFrameType = (typeof ChatFrame)[keyof typeof ChatFrame]

/** Error codes (frame `ERROR`): each closes the socket and the client quits (no reconnect). */
export const ChatError = {
  /** no handshake, or the chat session is unknown or signed out */
  NOT_SIGNED_IN: 1001,
  /** the chat session expired: sign in to chat again (`mytio/login/inner`) */
  SESSION_EXPIRED: 1002,
  /** a frame that is not JSON, of an unknown type, or whose fields break their rules */
  BAD_FRAME: 1003,
  /** the account is closed or the tenant is closed */
  ACCOUNT_CLOSED: 1010,
} as const

/** Tip codes (frame `TIP`): 1 closes the socket (no reconnect); 2 and 99 show `text`. */
export const ChatTip = {
  /** this session was signed out elsewhere (logout on another screen) */
  CLOSE: 1,
  /** a rule refused what was sent (rate, size, not a member, group closed): `text` says which */
  REFUSED: 2,
  /** anything else worth showing */
  INFO: 99,
} as const

/** Message types (`msgtype`) and their bodies. */
export const ChatMsgType = {
  /** `{ text }` 1..1000 characters */
  TEXT: 1,
  /** `{ url, width, height }` a picture uploaded through `mytio/chat/img` */
  IMAGE: 2,
  /** client sends `{ productId }`; stored and shown as `{ productId, name, price, image }` (the server's numbers) */
  PRODUCT: 3,
  /** client sends `{ orderId }`; stored and shown as `{ orderId, orderNo, amount, status, image }` (a party's own order) */
  ORDER: 4,
  /** server only: `{ key, params }` a line of the conversation itself (joined, room ended) */
  SYSTEM: 9,
} as const
export type ChatMsgTypeValue = (typeof ChatMsgType)[keyof typeof ChatMsgType]

/** Business codes of the chat HTTP endpoints, 1900-1949. */
export const ChatCodes = {
  /** not a member of this conversation (or another tenant's): 404 */
  NOT_MEMBER: 1900,
  /** `loginname`/`pd5` do not match the signed-in user: 400 naming `pd5` (not 401: that would sign the app out) */
  LOGIN: 1901,
  /** a shop that does not exist or is closed: 404 naming `shopId` */
  SHOP: 1902,
  /** a merchant cannot open a conversation with their own shop: 409 naming `shopId` */
  OWN_SHOP: 1903,
  /** picture over `CHAT_LIMITS.imageBytes` or not a picture: 400 naming `uploadFile` */
  IMAGE: 1904,
  /** the group is closed (the live room ended): 409 */
  CLOSED: 1905,
} as const

export const CHAT_LIMITS = {
  /** heartbeat the server gives when not configured (spec constant) */
  heartbeatMs: 5000,
  /** the client waits this long before reconnecting (spec constant) */
  reconnectMs: 3000,
  /** messages one user may send per second (more: tip 2) */
  perSecond: 5,
  /** a chat picture's largest size */
  imageBytes: 5 * 1024 * 1024,
  /** text message length */
  textMax: 1000,
  /** a client message id: 8-64 of [A-Za-z0-9_-] */
  clientIdMax: 64,
  /** a frame larger than this is a bad frame */
  frameBytes: 16 * 1024,
  /** a chat session lives this long (then error 1002) */
  sessionHours: 24,
} as const
