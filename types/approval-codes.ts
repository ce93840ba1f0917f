/** Business codes of the approval area (the desk's one review queue), 1640-1659 (runtime-free: the client may import them as values). */
export const ApprovalCodes = {
  /** the approval was decided already (a second approve or reject has no effect): 409 */
  ALREADY_DECIDED: 1641,
} as const

/** What a person decides: real-name requests, withdrawals, shop and agency applications, reports of forum posts and comments. */
export const APPROVAL_KINDS = ['realName', 'withdrawal', 'shopApply', 'agentApply', 'forumReport'] as const
export type ApprovalKind = (typeof APPROVAL_KINDS)[number]
export const APPROVAL_STATES = ['pending', 'approved', 'rejected', 'cancelled'] as const
export type ApprovalState = (typeof APPROVAL_STATES)[number]
/** Longest reason staff give for a rejection. */
export const APPROVAL_REASON_MAX = 200
