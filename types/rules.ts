/**
 * Validation rules of spec section 5 as plain constants: no runtime dependency, so the client imports
 * them as values and the server builds its schemas and checks from the same text. One rule, one place.
 */

/** Login password: 6-12 letters and digits. */
export const PASSWORD_PATTERN = '^[A-Za-z0-9]{6,12}$'
/** Payment password: 6 digits. */
export const PAY_PASSWORD_PATTERN = '^[0-9]{6}$'
/** Nickname: 4-20 characters of Chinese, English or digits. */
export const NICKNAME_PATTERN = '^[\\u4e00-\\u9fa5A-Za-z0-9]{4,20}$'
/** SMS verification code: 6 digits. */
export const CODE_PATTERN = '^[0-9]{6}$'
/** Country calling code without the plus: 1-4 digits. */
export const COUNTRY_AREA_PATTERN = '^[0-9]{1,4}$'
/** Any phone number the schema accepts (5-15 digits); the country area narrows it (see phonePattern). */
export const PHONE_PATTERN = '^[0-9]{5,15}$'
/** Mainland China mobile numbers (country area 86). */
const MAINLAND_PHONE_PATTERN = '^1[3-9][0-9]{9}$'

/** The phone rule for a country area: mainland mobiles for 86, 5-15 digits elsewhere. */
export const phonePattern = (countryArea = '86'): string => (countryArea === '86' ? MAINLAND_PHONE_PATTERN : PHONE_PATTERN)

export const SMS_TYPES = ['register', 'login', 'forget', 'bind', 'logoff'] as const
export type SmsType = (typeof SMS_TYPES)[number]
