// What the invite area adds to its calls: the link an invitation opens, page size, a date.
/** Team members and orders a page. */
export const PAGE_SIZE = 10

/** The invitation's address: on H5 this page's address with the register page after `#`; elsewhere the path alone. */
export function inviteUrl(path: string, here: { origin: string; pathname: string } | undefined): string {
  return here ? `${here.origin}${here.pathname}#${path}` : path
}

/** An ISO time as the day it fell on (local). */
export const day = (iso: string) => new Date(iso).toLocaleDateString()

/** Order states with a text of their own (`states.<state>` of the invite texts); another shows as it is. */
export const STATES = [
  'to_pay',
  'pending_platform_review',
  'waiting_merchant_confirmation',
  'to_ship',
  'to_receive',
  'to_review',
  'completed',
  'cancelled',
  'closed',
] as const
