/** Business codes and limits of invitations and teams (issue 27), 2290-2299 (runtime-free: the client may import them as values). */
export const InviteCodes = {
  /** no active user of the tenant has this invitation code (404, field inviteCode, rule exists) */
  CODE: 2290,
  /** the user already has a referrer: a binding is made once and never changed (409, field inviteCode, rule once) */
  BOUND: 2291,
  /** the code is the user's own or a member of their team's: binding it would close a circle (409, field inviteCode, rule cycle) */
  CYCLE: 2292,
  /** no such paid order among the user's team (404, field orderNo) */
  ORDER_NOT_FOUND: 2293,
} as const

/** The team levels shown: 1 = people I invited, 2 = people they invited (ADR 0154). */
export const TEAM_LEVELS = [1, 2] as const
export type TeamLevel = (typeof TEAM_LEVELS)[number]
/** An invitation code: letters and digits (the account makes 8; a pasted one is upper-cased). */
export const INVITE_CODE_PATTERN = '^[A-Za-z0-9]{4,16}$'
/** An order number as the team orders search takes it (digits and letters, part of one). */
export const TEAM_ORDER_NO_PATTERN = '^[A-Za-z0-9]{1,40}$'
/** The H5 page an invitation link opens (`#` + this + `?code=`): registration with the code filled in. */
export const INVITE_REGISTER_PATH = '/pages/invite/register'
/** The app download page an invitation may open instead. */
export const INVITE_DOWNLOAD_PATH = '/pages/invite/download'
