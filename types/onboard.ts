// The onboard area's contract: agents' join links, shop applications (drafts, review, resubmit), agency
// applications, the bank branch directory. Shared by the server, the client and the fake API.
import { Type, type Static } from '@sinclair/typebox'
import { BigId, PageNum, PageSize, Uuid } from './common.js'
import { defineEndpoint } from './endpoint.js'
import {
  ADDRESS_MAX,
  AGENCY_DOCS_MAX,
  AGENT_CODE_PATTERN,
  AGENT_LEVELS,
  APPLY_STATES,
  APPLY_SUBJECTS,
  NAME_MAX,
  SHOP_CATEGORIES,
  SHOP_KINDS,
} from './onboard-codes.js'
import { PHONE_PATTERN } from './rules.js'

export {
  OnboardCodes,
  SHOP_KINDS,
  APPLY_SUBJECTS,
  SHOP_CATEGORIES,
  APPLY_STATES,
  AGENT_LEVELS,
  AGENT_LEVEL_DEPTH,
  DOC_MIN_SIDE,
  DOC_MAX_BYTES,
  DOC_MIMES,
  AGENCY_DOCS_MAX,
  type ShopKind,
  type ApplySubject,
  type ShopCategory,
  type ApplyState,
  type AgentLevel,
} from './onboard-codes.js'

const strict = { additionalProperties: false } as const
const lit = <T extends string>(xs: readonly T[]) => Type.Union(xs.map((x) => Type.Literal(x)))
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(s: T) => Type.Union([s, Type.Null()])
const Text = (max: number) => Type.String({ maxLength: max })

/**
 * The fields of a shop application (spec section 3 "Shop join application": business, legal-person and settlement
 * fields). A draft may hold any of them; sending it asks for all (the company name only of a company).
 */
export const ShopApplyForm = Type.Object(
  {
    /** ordinary (retail) or service shop */
    shopKind: Type.Optional(lit(SHOP_KINDS)),
    subject: Type.Optional(lit(APPLY_SUBJECTS)),
    companyName: Type.Optional(Text(NAME_MAX)),
    /** private upload ids (png, jpeg or gif, 800x800 or larger, under 5 MB) */
    licenceImage: Type.Optional(Nullable(Uuid())),
    legalName: Type.Optional(Text(NAME_MAX)),
    legalIdNumber: Type.Optional(Type.String({ maxLength: 18 })),
    idFrontImage: Type.Optional(Nullable(Uuid())),
    idBackImage: Type.Optional(Nullable(Uuid())),
    shopName: Type.Optional(Text(NAME_MAX)),
    category: Type.Optional(lit(SHOP_CATEGORIES)),
    contactPhone: Type.Optional(Type.String({ maxLength: 20 })),
    /** the region tree's leaf (district) the shop is in */
    regionId: Type.Optional(BigId()),
    address: Type.Optional(Text(ADDRESS_MAX)),
    lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
    lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
    /** settlement: a bank of `bankTypeList`, a branch of the directory, the account */
    bankCode: Type.Optional(Type.String({ maxLength: 20 })),
    branchCode: Type.Optional(Type.String({ maxLength: 40 })),
    accountName: Type.Optional(Text(NAME_MAX)),
    accountNumber: Type.Optional(Type.String({ maxLength: 30, pattern: '^[0-9]*$' })),
    /** the agreement (`store/join/txt`) accepted */
    agreed: Type.Optional(Type.Boolean()),
    /** the join link's agent code (kept from the link through login) */
    agentCode: Type.Optional(Nullable(Type.String({ pattern: AGENT_CODE_PATTERN }))),
  },
  strict,
)
export type ShopApplyForm = Static<typeof ShopApplyForm>

/** The applicant's shop application: its fields, state, the reason of a rejection and the shop once approved. */
export const ShopApplication = Type.Object({
  id: Type.Integer(),
  state: lit(APPLY_STATES),
  form: ShopApplyForm,
  /** the region's names from the province down */
  regionPath: Type.Array(Type.String()),
  bankName: Type.String(),
  branchName: Type.String(),
  /** the agent of the join link, when it came through one */
  agentName: Nullable(Type.String()),
  /** why the last review rejected it (kept while it is edited again) */
  reason: Nullable(Type.String()),
  shopId: Nullable(Type.Integer()),
  createTime: Type.String(),
  submitTime: Nullable(Type.String()),
  decideTime: Nullable(Type.String()),
})
export type ShopApplication = Static<typeof ShopApplication>

/** A branch of the bank branch directory (a local stand-in for a bank's own directory). */
export const BankBranch = Type.Object({ code: Type.String(), name: Type.String(), bankCode: Type.String(), regionId: Type.Integer() })
export type BankBranch = Static<typeof BankBranch>
export const BranchQuery = Type.Object(
  {
    bankCode: Type.String({ minLength: 1, maxLength: 20 }),
    /** any region of the tree: its branches and those of the regions under it */
    regionId: BigId(),
    keyword: Type.Optional(Type.String({ maxLength: 30 })),
    pageNum: Type.Optional(PageNum()),
    pageSize: Type.Optional(PageSize()),
  },
  strict,
)
export type BranchQuery = Static<typeof BranchQuery>

/** An agency application (`attractInvest/index`): the level, the region of that level, contact, documents. */
export const AgencyApplyBody = Type.Object(
  {
    level: lit(AGENT_LEVELS),
    regionId: BigId(),
    contactName: Type.String({ minLength: 1, maxLength: NAME_MAX }),
    contactPhone: Type.String({ pattern: PHONE_PATTERN }),
    /** private upload ids: 1 to 3 pictures (ID card, licence...) */
    documents: Type.Array(Uuid(), { minItems: 1, maxItems: AGENCY_DOCS_MAX }),
  },
  strict,
)
export type AgencyApplyBody = Static<typeof AgencyApplyBody>

export const AgencyApplication = Type.Object({
  id: Type.Integer(),
  state: lit(['pending', 'approved', 'rejected'] as const),
  level: lit(AGENT_LEVELS),
  regionId: Type.Integer(),
  regionPath: Type.Array(Type.String()),
  contactName: Type.String(),
  contactPhone: Type.String(),
  documents: Type.Array(Type.String()),
  reason: Nullable(Type.String()),
  createTime: Type.String(),
  decideTime: Nullable(Type.String()),
})
export type AgencyApplication = Static<typeof AgencyApplication>

/** An approved agent as the join link shows it. */
export const AgentInfo = Type.Object({
  code: Type.String(),
  level: lit(AGENT_LEVELS),
  regionPath: Type.Array(Type.String()),
  name: Type.String(),
  /** the mini-program path and H5 hash path of the join link */
  path: Type.String(),
  shops: Type.Integer(),
  pending: Type.Integer(),
})
export type AgentInfo = Static<typeof AgentInfo>

/** Who a join code belongs to (anyone may ask: the join page greets with the agent's name). */
export const JoinAgent = Type.Object({ code: Type.String(), name: Type.String() })
export type JoinAgent = Static<typeof JoinAgent>

/** A shop that joined through the agent's link and its sales (paid orders, refunds taken off). */
export const AgentShop = Type.Object({
  shopId: Type.Integer(),
  shopName: Type.String(),
  joinTime: Type.String(),
  orders: Type.Integer(),
  /** minor units, per currency */
  sales: Type.Array(Type.Object({ currency: Type.String(), amount: Type.Integer() })),
})
export type AgentShop = Static<typeof AgentShop>

const PageQ = Type.Object({ pageNum: Type.Optional(PageNum()), pageSize: Type.Optional(PageSize()) }, strict)
const CodeParams = Type.Object({ code: Type.String({ pattern: AGENT_CODE_PATTERN }) }, strict)

/** Endpoints of the onboard area. */
export const OnboardApi = {
  /** My shop application (null before the first draft). */
  shopMine: defineEndpoint({ method: 'GET', url: '/customer/api/onboard/shop', auth: 'required', response: Nullable(ShopApplication) }),
  /** Save the draft (created on the first save): only a draft or a rejected application is edited; a rejected one becomes a draft again. */
  shopDraft: defineEndpoint({ method: 'PUT', url: '/customer/api/onboard/shop', auth: 'required', body: ShopApplyForm, response: ShopApplication }),
  /** Send the draft to review: every field checked, the pictures too; it waits in the desk's queue. */
  shopSubmit: defineEndpoint({ method: 'POST', url: '/customer/api/onboard/shop/submit', auth: 'required', response: ShopApplication }),
  /** The branch directory: a bank's branches in a region (and the regions under it), by keyword. */
  branches: defineEndpoint({ method: 'GET', url: '/system/api/onboard/branches', auth: 'none', querystring: BranchQuery, response: BankBranch, paged: true }),
  /** Whose join code this is. */
  joinAgent: defineEndpoint({ method: 'GET', url: '/customer/api/onboard/join/:code', auth: 'none', params: CodeParams, response: JoinAgent }),
  /** My latest agency application (null before the first). */
  agencyMine: defineEndpoint({ method: 'GET', url: '/customer/api/onboard/agency', auth: 'required', response: Nullable(AgencyApplication) }),
  /** Apply to be the agent of a region at a level: one open application at a time; an agent applies no more. */
  agencyApply: defineEndpoint({ method: 'POST', url: '/customer/api/onboard/agency', auth: 'required', body: AgencyApplyBody, response: AgencyApplication }),
  /** The agent's join link (approved agents only). */
  agent: defineEndpoint({ method: 'GET', url: '/merchant/api/onboard/agent', auth: 'required', response: AgentInfo }),
  /** The shops that joined through the agent's link, newest first, with their sales. */
  agentShops: defineEndpoint({
    method: 'GET',
    url: '/merchant/api/onboard/agent/shops',
    auth: 'required',
    querystring: PageQ,
    response: AgentShop,
    paged: true,
  }),
}
