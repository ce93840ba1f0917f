/** Business codes of the account area (runtime-free: the client may import them as values). */
export const AccountCodes = {
  BAD_CREDENTIALS: 1002,
  ACCOUNT_LOCKED: 1003,
  SMS_CODE_INVALID: 1010,
  SMS_TOO_SOON: 1011,
  SMS_LIMIT: 1012,
  PHONE_TAKEN: 1020,
  INVITE_CODE: 1021,
  AGREEMENT_REQUIRED: 1022,
  PASSWORD_RULE: 1030,
  PASSWORD_MISMATCH: 1031,
  AUTHEN_EXISTS: 1040,
} as const
