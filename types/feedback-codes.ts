/** Business codes of feedback (the desk's feedback queue), 1950-1969, and its limits (runtime-free). */
export const FeedbackCodes = {
  /** no such feedback: 404 naming `id` */
  NOT_FOUND: 1950,
  /** the feedback was answered already (one answer each): 409 */
  ANSWERED: 1951,
  /** a picture that is not the sender's public upload (jpg, jpeg, png, webp), or pictures sent without signing in: 400 naming `images` */
  IMAGES: 1952,
  /** only platform staff keep the queue: 403 */
  STAFF_ONLY: 1953,
} as const

export const FEEDBACK_TYPES = ['suggestion', 'bug', 'complaint', 'other'] as const
export type FeedbackType = (typeof FEEDBACK_TYPES)[number]
/** pictures a feedback may carry */
export const FEEDBACK_IMAGES_MAX = 4
export const FEEDBACK_IMAGE_TYPES = ['jpg', 'jpeg', 'png', 'webp'] as const
export const FEEDBACK_CONTENT_MIN = 5
export const FEEDBACK_CONTENT_MAX = 500
export const FEEDBACK_CONTACT_MAX = 60
export const FEEDBACK_ANSWER_MAX = 500
