/** Business codes of the forum area (`user/discuss/*`: posts, comments, likes, reports), 2130-2159 (runtime-free: the client may import them as values). */
export const ForumCodes = {
  /** no such post shown to others in this tenant (hidden by staff, deleted by its author, or none): 404 naming `id` */
  NOT_FOUND: 2130,
  /** `classId` is not a forum class of this tenant: 400 naming `classId` */
  CLASS: 2131,
  /** the text is empty once cleaned (control characters and blanks removed): 400 naming `content`, rule `required` */
  TEXT_EMPTY: 2132,
  /** the text is longer than its limit once cleaned (FORUM_POST_MAX / FORUM_COMMENT_MAX characters): 400 naming `content`, rule `maxLength` */
  TEXT_LONG: 2133,
  /** more than FORUM_PICTURES_MAX pictures: 400 naming `pictures`, rule `maxItems` */
  PICTURES_MAX: 2134,
  /** a picture is not one of the user's public uploads (jpg, jpeg, png, webp): 400 naming `pictures`, rule `ownImage` */
  PICTURE: 2135,
  /** no such comment shown to others (hidden, or its post is gone): 404 naming `id` */
  COMMENT_NOT_FOUND: 2136,
  /** the user has a pending report of this post or comment already: 409 */
  REPORTED: 2137,
  /** the report has no reason once trimmed: 400 naming `reason`, rule `required` */
  REASON: 2138,
  /** a user cannot report their own post or comment: 400 naming `id`, rule `notOwn` */
  OWN: 2139,
} as const

/** What a post or a comment is: shown to all, hidden by staff after a report, deleted by its author. */
export const FORUM_STATES = ['shown', 'hidden', 'deleted'] as const
export type ForumState = (typeof FORUM_STATES)[number]
/** What a report is about. */
export const FORUM_TARGETS = ['post', 'comment'] as const
export type ForumTarget = (typeof FORUM_TARGETS)[number]

/** Longest post text, in characters (after cleaning). */
export const FORUM_POST_MAX = 1000
/** Longest comment text, in characters (after cleaning). */
export const FORUM_COMMENT_MAX = 300
/** Longest report reason. */
export const FORUM_REASON_MAX = 200
/** Most pictures a post carries. */
export const FORUM_PICTURES_MAX = 9
/** Picture kinds a post may carry (the user's public uploads). */
export const FORUM_PICTURE_EXTS = ['jpg', 'jpeg', 'png', 'webp'] as const
/** Page size of the post list and of a post's comments. */
export const FORUM_PAGE_SIZE = 10
