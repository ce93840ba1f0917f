// The invitation area's contract (issue 27): my invitation code and link, binding a referrer once, my team by level
// (masked phones) and my team's orders (amounts and items only).
import { Type, type Static } from '@sinclair/typebox'
import { PageNum, PageSize } from './common.js'
import { defineEndpoint } from './endpoint.js'
import { INVITE_CODE_PATTERN, TEAM_ORDER_NO_PATTERN } from './invite-codes.js'

export {
  INVITE_CODE_PATTERN,
  INVITE_DOWNLOAD_PATH,
  INVITE_REGISTER_PATH,
  InviteCodes,
  TEAM_LEVELS,
  TEAM_ORDER_NO_PATTERN,
  type TeamLevel,
} from './invite-codes.js'

const strict = { additionalProperties: false } as const
const Code = () => Type.String({ pattern: INVITE_CODE_PATTERN, minLength: 4, maxLength: 16 })
const Level = Type.Union([Type.Literal(1), Type.Literal(2)])

/** My invitation card: my code, the path the link opens, who invited me (masked), my team's size by level. */
export const InviteInfo = Type.Object({
  code: Type.String(),
  /** the H5 page the link and the poster's QR code open, with the code: `/pages/invite/register?code=...` */
  registerPath: Type.String(),
  downloadPath: Type.String(),
  nickname: Type.String(),
  /** who invited me (masked name and phone), null when nobody */
  referrer: Type.Union([Type.Object({ nickname: Type.String(), phone: Type.String(), boundAt: Type.String() }), Type.Null()]),
  /** people I invited (level 1) and people they invited (level 2) */
  level1: Type.Integer(),
  level2: Type.Integer(),
})
export type InviteInfo = Static<typeof InviteInfo>

/** Who a code belongs to, as a guest sees it before registering (masked name). */
export const InviteCheck = Type.Object({ code: Type.String(), inviter: Type.String() })
export type InviteCheck = Static<typeof InviteCheck>

export const BindBody = Type.Object({ inviteCode: Code() }, strict)
export type BindBody = Static<typeof BindBody>

/** A member of my team: masked nickname and phone, their level under me, when they joined, their own invitees. */
export const TeamMember = Type.Object({
  nickname: Type.String(),
  phone: Type.String(),
  level: Level,
  joinedAt: Type.String(),
  /** people this member invited */
  invited: Type.Integer(),
})
export type TeamMember = Static<typeof TeamMember>

export const TeamQuery = Type.Object({ level: Type.Optional(Level), pageNum: Type.Optional(PageNum()), pageSize: Type.Optional(PageSize()) }, strict)
export type TeamQuery = Static<typeof TeamQuery>

/** A paid order of a team member: number, state, amount; the buyer masked; no address. */
export const TeamOrder = Type.Object({
  orderNo: Type.String(),
  buyer: Type.String(),
  level: Level,
  state: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
  itemCount: Type.Integer(),
  createdAt: Type.String(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
})
export type TeamOrder = Static<typeof TeamOrder>

export const TeamOrderLine = Type.Object({ title: Type.String(), image: Type.String(), price: Type.Integer(), count: Type.Integer(), amount: Type.Integer() })
export const TeamOrderDetail = Type.Composite([
  TeamOrder,
  Type.Object({ goodsAmount: Type.Integer(), shippingFee: Type.Integer(), discount: Type.Integer(), items: Type.Array(TeamOrderLine) }),
])
export type TeamOrderDetail = Static<typeof TeamOrderDetail>

export const TeamOrderQuery = Type.Object(
  {
    level: Type.Optional(Level),
    orderNo: Type.Optional(Type.String({ pattern: TEAM_ORDER_NO_PATTERN, maxLength: 40 })),
    pageNum: Type.Optional(PageNum()),
    pageSize: Type.Optional(PageSize()),
  },
  strict,
)
export type TeamOrderQuery = Static<typeof TeamOrderQuery>

const CodeParams = Type.Object({ code: Code() }, strict)
const OrderNoParams = Type.Object({ orderNo: Type.String({ pattern: TEAM_ORDER_NO_PATTERN, maxLength: 40 }) }, strict)

/** Endpoints of invitations and teams. */
export const InviteApi = {
  /** My invitation card: code, link path, referrer, team size. */
  info: defineEndpoint({ method: 'GET', url: '/customer/api/invite/info', auth: 'required', response: InviteInfo }),
  /** A guest's check of a code before registering: whose it is (masked); 404 when none. */
  check: defineEndpoint({ method: 'GET', url: '/customer/api/invite/check/:code', auth: 'none', params: CodeParams, response: InviteCheck }),
  /** Bind a referrer after sign-up: once, never changed, never into a circle. */
  bind: defineEndpoint({ method: 'POST', url: '/customer/api/invite/bind', auth: 'required', body: BindBody, response: InviteInfo }),
  /** My team (spec section 7): members by level (1 direct, 2 theirs), masked phones, newest first. */
  team: defineEndpoint({ method: 'GET', url: '/customer/api/my/team', auth: 'required', querystring: TeamQuery, response: TeamMember, paged: true }),
  /** My team's paid orders, newest first; `orderNo` searches by number. */
  orders: defineEndpoint({
    method: 'GET',
    url: '/customer/api/my/team/orders',
    auth: 'required',
    querystring: TeamOrderQuery,
    response: TeamOrder,
    paged: true,
  }),
  /** One of my team's paid orders with its lines. */
  order: defineEndpoint({ method: 'GET', url: '/customer/api/my/team/orders/:orderNo', auth: 'required', params: OrderNoParams, response: TeamOrderDetail }),
}
