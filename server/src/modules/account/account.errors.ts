import { AccountCodes } from '../../../../types/account-codes.js'
import { RealNameCodes } from '../../../../types/bank-codes.js'
import { Codes } from '../../../../types/constants.js'
import { SettingsCodes } from '../../../../types/settings-codes.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the account area: code, HTTP status, field and rule; message `account.<name>` (locales/<lng>/server-account.json). */
export const accountErrors = defineErrors('account', {
  smsTooSoon: { code: AccountCodes.SMS_TOO_SOON, status: 429, field: 'phone', rule: 'resend' },
  smsLimit: { code: AccountCodes.SMS_LIMIT, status: 429, field: 'phone', rule: 'limit' },
  smsInvalid: { code: AccountCodes.SMS_CODE_INVALID, status: 400, field: 'code', rule: 'valid' },
  phoneTaken: { code: AccountCodes.PHONE_TAKEN, status: 409, field: 'phone', rule: 'unique' },
  inviteInvalid: { code: AccountCodes.INVITE_CODE, status: 400, field: 'inviteCode', rule: 'exists' },
  inviteRequired: { code: AccountCodes.INVITE_CODE, status: 400, field: 'inviteCode', rule: 'required' },
  agreementRequired: { code: AccountCodes.AGREEMENT_REQUIRED, status: 400, field: 'agreement', rule: 'accepted' },
  passwordRule: { code: AccountCodes.PASSWORD_RULE, status: 400, field: 'password', rule: 'pattern' },
  passwordMismatch: { code: AccountCodes.PASSWORD_MISMATCH, status: 400, field: 'confirmPassword', rule: 'match' },
  badCredentials: { code: AccountCodes.BAD_CREDENTIALS, status: 400 },
  locked: { code: AccountCodes.ACCOUNT_LOCKED, status: 429 },
  oldPasswordLocked: { code: AccountCodes.ACCOUNT_LOCKED, status: 429, field: 'oldPassword', rule: 'limit', key: 'account.locked' },
  oldPasswordWrong: { code: Codes.BAD_REQUEST, field: 'oldPassword', rule: 'match' },
  emailTaken: { code: Codes.CONFLICT, field: 'email', rule: 'unique' },
  phoneMissing: { code: Codes.BAD_REQUEST, field: 'phone', rule: 'required' },
  idNumberInvalid: { code: Codes.BAD_REQUEST, field: 'idNumber', rule: 'checksum' },
  authenExists: { code: AccountCodes.AUTHEN_EXISTS, status: 409 },
  // settings (ADR 0091): the profile's rules, the new password, and why a log off is refused. The modules that
  // hold what must not be lost (ledger, order, refund, shop) throw the log-off ones through `accountService.errors`.
  nicknameRule: { code: SettingsCodes.NICKNAME_RULE, status: 400, field: 'nickname', rule: 'pattern' },
  photoNotOwn: { code: SettingsCodes.AVATAR_NOT_OWN, status: 400, field: 'photoId', rule: 'ownUpload' },
  passwordSame: { code: SettingsCodes.PASSWORD_SAME, status: 400, field: 'password', rule: 'differ' },
  logOffMoney: { code: SettingsCodes.LOG_OFF_MONEY, status: 409 },
  logOffOrders: { code: SettingsCodes.LOG_OFF_ORDERS, status: 409 },
  logOffRefunds: { code: SettingsCodes.LOG_OFF_REFUNDS, status: 409 },
  logOffShop: { code: SettingsCodes.LOG_OFF_SHOP, status: 409 },
  idNumberTaken: { code: RealNameCodes.ID_NUMBER_TAKEN, status: 409, field: 'idNumber', rule: 'unique' },
  idPictureFront: { code: RealNameCodes.ID_PICTURE, status: 400, field: 'frontImage', rule: 'ownPrivateImage', key: 'account.idPicture' },
  idPictureBack: { code: RealNameCodes.ID_PICTURE, status: 400, field: 'backImage', rule: 'ownPrivateImage', key: 'account.idPicture' },
})
