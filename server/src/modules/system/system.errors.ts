import { AppLinkCodes } from '../../../../types/app-links-codes.js'
import { Codes } from '../../../../types/constants.js'
import { FeedbackCodes } from '../../../../types/feedback-codes.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the system area; messages `system.<name>` (locales/<lng>/server-system.json). */
export const systemErrors = defineErrors('system', {
  regionUnknown: { code: Codes.NOT_FOUND },
  dictUnknown: { code: Codes.NOT_FOUND },
  noticeUnknown: { code: Codes.NOT_FOUND, field: 'id', rule: 'exists' },
  // the feedback queue (ADR 0109)
  feedbackUnknown: { code: FeedbackCodes.NOT_FOUND, status: 404, field: 'id', rule: 'exists' },
  feedbackAnswered: { code: FeedbackCodes.ANSWERED, status: 409, field: 'id', rule: 'open' },
  feedbackImages: { code: FeedbackCodes.IMAGES, status: 400, field: 'images', rule: 'ownPublicImage' },
  feedbackImagesLogin: { code: FeedbackCodes.IMAGES, status: 400, field: 'images', rule: 'signedIn' },
  feedbackStaffOnly: { code: FeedbackCodes.STAFF_ONLY, status: 403 },
  feedbackAnswerBlank: { code: Codes.BAD_REQUEST, field: 'answer', rule: 'required' },
  // the app links (ADR 0163)
  iosUrlHttps: { code: AppLinkCodes.HTTPS, status: 400, field: 'iosUrl', rule: 'https' },
  androidUrlHttps: { code: AppLinkCodes.HTTPS, status: 400, field: 'androidUrl', rule: 'https' },
  appLinksStaffOnly: { code: AppLinkCodes.STAFF_ONLY, status: 403 },
})
