/**
 * Business codes of the onboard area (agents' join links, shop and agency applications), 2030-2059, and its
 * constants (runtime-free: the client may import them as values).
 */
export const OnboardCodes = {
  /** the application is not a draft or a rejected one: it cannot be edited or sent (409) */
  NOT_EDITABLE: 2031,
  /** a required field of the application is empty (names the field) */
  INCOMPLETE: 2032,
  /** a document picture is not png, jpeg or gif (read from its bytes) */
  PICTURE_TYPE: 2033,
  /** a document picture is smaller than 800x800 */
  PICTURE_SMALL: 2034,
  /** a document picture is 5 MB or more */
  PICTURE_LARGE: 2035,
  /** a document picture is not a private upload of the applicant */
  PICTURE_NOT_OWN: 2036,
  /** the agreement was not accepted */
  AGREEMENT: 2037,
  /** the region at that level has an approved agent already (409) */
  AGENT_TAKEN: 2038,
  /** the bank is not in the tenant's list */
  BANK_UNKNOWN: 2039,
  /** the branch is not in the directory (or not of that bank) */
  BRANCH_UNKNOWN: 2040,
  /** no agent has that join code */
  AGENT_UNKNOWN: 2041,
  /** the region is not one of that level */
  REGION_LEVEL: 2042,
  /** an agency application is pending or the user is an agent already (409) */
  AGENCY_OPEN: 2043,
  /** only an approved agent has a join link and agent's shops (403) */
  NOT_AGENT: 2044,
  /** an agent cannot apply through their own join link */
  OWN_LINK: 2045,
} as const

/** Ordinary (retail) or service shop: the shop's `kind` once approved. */
export const SHOP_KINDS = ['retail', 'service'] as const
export type ShopKind = (typeof SHOP_KINDS)[number]
/** Who applies: a company (with a business licence) or a person. */
export const APPLY_SUBJECTS = ['company', 'person'] as const
export type ApplySubject = (typeof APPLY_SUBJECTS)[number]
/** What a shop sells, the categories a shop application picks from (texts `onboard:category.<key>`). */
export const SHOP_CATEGORIES = ['food', 'fashion', 'digital', 'home', 'beauty', 'services', 'other'] as const
export type ShopCategory = (typeof SHOP_CATEGORIES)[number]
/** A shop application's states (spec section 4): a draft kept, pending review, approved, rejected with a reason. */
export const APPLY_STATES = ['draft', 'pending', 'approved', 'rejected'] as const
export type ApplyState = (typeof APPLY_STATES)[number]
/** An agent's level and the region-tree level each one is (1 province, 2 city, 3 district). */
export const AGENT_LEVELS = ['province', 'city', 'district'] as const
export type AgentLevel = (typeof AGENT_LEVELS)[number]
export const AGENT_LEVEL_DEPTH: Record<AgentLevel, number> = { province: 1, city: 2, district: 3 }

/** Spec section 5 (shop images): 800x800 or larger, under 5 MB, png, jpeg or gif. */
export const DOC_MIN_SIDE = 800
export const DOC_MAX_BYTES = 5 * 1024 * 1024
export const DOC_MIMES = ['image/png', 'image/jpeg', 'image/gif'] as const
/** An agency application's documents: 1 to 3 pictures. */
export const AGENCY_DOCS_MAX = 3
/** A join code: 8 characters of A-Z and 2-9. */
export const AGENT_CODE_PATTERN = '^[A-Z2-9]{8}$'
/** Text bounds of the application's fields. */
export const NAME_MAX = 60
export const ADDRESS_MAX = 200
