import { Type, type Static } from '@sinclair/typebox'
import { FEEDBACK_ANSWER_MAX, FEEDBACK_TYPES } from './feedback-codes.js'
import { BigId, PageNum, PageSize } from './common.js'
import { defineEndpoint } from './endpoint.js'

export {
  FeedbackCodes,
  FEEDBACK_TYPES,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_ANSWER_MAX,
  type FeedbackType,
} from './feedback-codes.js'

const strict = { additionalProperties: false } as const
const State = () => Type.Union([Type.Literal('open'), Type.Literal('answered')])

/** One feedback in the desk's queue (sent through `POST system/api/opinion`). */
export const FeedbackItem = Type.Object({
  id: Type.Integer(),
  type: Type.Union(FEEDBACK_TYPES.map((t) => Type.Literal(t))),
  content: Type.String(),
  contact: Type.String(),
  /** picture addresses */
  images: Type.Array(Type.String()),
  /** null: a guest's (no answer reaches them in the app) */
  userId: Type.Union([Type.Integer(), Type.Null()]),
  /** the sender's nickname or phone ('' for a guest) */
  sender: Type.String(),
  state: State(),
  answer: Type.String(),
  /** ISO times */
  createTime: Type.String(),
  answerTime: Type.Union([Type.String(), Type.Null()]),
})
export type FeedbackItem = Static<typeof FeedbackItem>

export const FeedbackAnswerBody = Type.Object({ answer: Type.String({ minLength: 1, maxLength: FEEDBACK_ANSWER_MAX }) }, strict)
export type FeedbackAnswerBody = Static<typeof FeedbackAnswerBody>

const IdParams = Type.Object({ id: BigId() }, strict)

/** The desk's feedback queue (staff only; ADR 0109). Feedback itself is sent by `SystemApi.opinion`. */
export const FeedbackApi = {
  /** open: oldest first; answered: newest answer first */
  list: defineEndpoint({
    method: 'GET',
    url: '/platform/api/feedback/list',
    auth: 'required',
    querystring: Type.Object({ state: Type.Optional(State()), pageNum: Type.Optional(PageNum()), pageSize: Type.Optional(PageSize()) }, strict),
    response: FeedbackItem,
    paged: true,
  }),
  detail: defineEndpoint({ method: 'GET', url: '/platform/api/feedback/:id', auth: 'required', params: IdParams, response: FeedbackItem }),
  /** Answer once; the sender gets a notice in the message centre (system group) in the same transaction. */
  answer: defineEndpoint({
    method: 'POST',
    url: '/platform/api/feedback/:id/answer',
    auth: 'required',
    params: IdParams,
    body: FeedbackAnswerBody,
    response: FeedbackItem,
  }),
}
