/** Business codes of the dynamic forms area (`systemPay/layoutForm/*`, the desk's forms editor), 2090-2119 (runtime-free). */
export const FormCodes = {
  /** no such published form (or version) of this tenant: 404 */
  NOT_FOUND: 2090,
  /** a picture or file field holds more files than its `maxFiles` (spec section 5 "maximum files"): 400 naming `answers.<key>` */
  MAX_FILES: 2091,
  /** a file is larger than its field's `maxSize` ("size exceeded"): 400 naming `answers.<key>` */
  SIZE: 2092,
  /** a file is not of its field's types, or not the user's upload ("wrong type"): 400 naming `answers.<key>` */
  TYPE: 2093,
  /** a required picture or file field has no file ("file required"): 400 naming `answers.<key>` */
  FILE_REQUIRED: 2094,
  /** a required text, number, choice or date field has no answer ("answer required"): 400 naming `answers.<key>` */
  ANSWER_REQUIRED: 2095,
  /** two or more required fields have no answer ("form incomplete"): 400 naming the first, `msg` says how many */
  INCOMPLETE: 2096,
  /** an answer breaks its field's rule (text too long, number outside min..max, unknown choice, not a date): 400 naming `answers.<key>` */
  ANSWER_INVALID: 2097,
  /** an answer for no field of the version: 400 naming `answers.<key>` */
  UNKNOWN_FIELD: 2098,
  /** the submission names a version that is no longer accepted (older than the grace period after a newer one, ADR 0118): 409 */
  VERSION_GONE: 2099,
  /** the form definition breaks a rule (no fields, duplicate keys, a choice without options, limits out of order): 400 naming the field */
  DEFINITION: 2100,
  /** staff only (the desk's forms editor): 403 */
  STAFF_ONLY: 2101,
  /** the submission cannot be paid now (paid, free, or expired): 409 */
  NOT_PAYABLE: 2102,
  /** a product in the cart or checkout carries a form and has no answers: 400 naming `productId` */
  PRODUCT_FORM_MISSING: 2103,
  /** the product named does not exist (desk link): 404 naming `productId` */
  PRODUCT: 2104,
} as const

export const FORM_FIELD_KINDS = ['text', 'number', 'choice', 'date', 'picture', 'file'] as const
export type FormFieldKind = (typeof FORM_FIELD_KINDS)[number]

/** A submission's states: free forms are `submitted`; paid ones `unpaid -> awaiting -> paid`, or `cancelled` when they expire. */
export const FORM_SUBMISSION_STATES = ['submitted', 'unpaid', 'awaiting', 'paid', 'cancelled'] as const
export type FormSubmissionState = (typeof FORM_SUBMISSION_STATES)[number]

/** Most fields in one form, options in one choice, files in one field, characters in one text answer. */
export const FORM_FIELDS_MAX = 30
export const FORM_OPTIONS_MAX = 20
export const FORM_FILES_MAX = 9
export const FORM_TEXT_MAX = 2000
/** Largest file a field may allow (bytes): the upload module's own limit is the real ceiling. */
export const FORM_FILE_SIZE_MAX = 20 * 1024 * 1024
/** Picture kinds (upload extensions) a picture field accepts unless it says fewer. */
export const FORM_PICTURE_TYPES = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const
/** Hours an older version is still accepted after a newer one is published (ADR 0118). */
export const FORM_VERSION_GRACE_HOURS = 24
/** The pay target letter of a paid submission's number (ADR 0094 / 0117): `F...`. */
export const FORM_PAY_LETTER = 'F'
