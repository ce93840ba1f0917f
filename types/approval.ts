import { Type, type Static } from '@sinclair/typebox'
import { APPROVAL_KINDS, APPROVAL_REASON_MAX, APPROVAL_STATES } from './approval-codes.js'
import { BigId, PageNum, PageSize } from './common.js'
import { defineEndpoint } from './endpoint.js'

export { ApprovalCodes, APPROVAL_KINDS, APPROVAL_STATES, APPROVAL_REASON_MAX, type ApprovalKind, type ApprovalState } from './approval-codes.js'

const strict = { additionalProperties: false } as const
const Kind = () => Type.Union(APPROVAL_KINDS.map((k) => Type.Literal(k)))
const State = () => Type.Union(APPROVAL_STATES.map((s) => Type.Literal(s)))

/** What the desk shows of the thing to approve, written by its module at submission; `images`: private upload file ids. */
export const ApprovalSummary = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null(), Type.Array(Type.String())]))
export type ApprovalSummary = Static<typeof ApprovalSummary>

/** One item of the desk's review queue. */
export const ApprovalItem = Type.Object({
  id: Type.Integer(),
  kind: Kind(),
  /** the owning module's id of the thing (a real-name request, a withdrawal...) */
  ref: Type.String(),
  userId: Type.Integer(),
  /** the applicant's nickname (or phone) */
  applicant: Type.String(),
  summary: ApprovalSummary,
  state: State(),
  reason: Type.Union([Type.String(), Type.Null()]),
  createTime: Type.String(),
  decideTime: Type.Union([Type.String(), Type.Null()]),
})
export type ApprovalItem = Static<typeof ApprovalItem>

export const ApprovalListQuery = Type.Object(
  {
    kind: Type.Optional(Kind()),
    /** default pending */
    state: Type.Optional(Type.Union([State(), Type.Literal('all')])),
    pageNum: Type.Optional(PageNum()),
    pageSize: Type.Optional(PageSize()),
  },
  strict,
)
export type ApprovalListQuery = Static<typeof ApprovalListQuery>

/** Approve, or reject with the reason the applicant will read. */
export const ApprovalDecideBody = Type.Object({ approve: Type.Boolean(), reason: Type.Optional(Type.String({ maxLength: APPROVAL_REASON_MAX })) }, strict)
export type ApprovalDecideBody = Static<typeof ApprovalDecideBody>

const IdParams = Type.Object({ id: BigId() }, strict)

/** Endpoints of the approval area: the desk's one review queue (staff only). */
export const ApprovalApi = {
  /** Pending items first by age (any state on request), of one kind or all. */
  list: defineEndpoint({
    method: 'GET',
    url: '/platform/api/approval/list',
    auth: 'required',
    querystring: ApprovalListQuery,
    response: ApprovalItem,
    paged: true,
  }),
  detail: defineEndpoint({ method: 'GET', url: '/platform/api/approval/:id', auth: 'required', params: IdParams, response: ApprovalItem }),
  /** Decide once: a decided item answers 409 ALREADY_DECIDED and nothing changes. */
  decide: defineEndpoint({
    method: 'POST',
    url: '/platform/api/approval/:id/decide',
    auth: 'required',
    params: IdParams,
    body: ApprovalDecideBody,
    response: ApprovalItem,
  }),
}
