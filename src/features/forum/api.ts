// The forum area's own bits beside its server calls. The calls are `api.forum.*` (@/core/request, built from the
// records of types/forum.ts by `npm run gen:api`), their query keys `keyOf('forum.list', classId)`,
// `keyOf('forum.info', id)`, `keyOf('forum.comments', id)` and `areaKey('forum')` (@/core/data).
import dayjs from 'dayjs'
import type { ForumClass, ForumComment, ForumLikeState, ForumPost } from '~types/forum'

export { ForumCodes, FORUM_COMMENT_MAX, FORUM_PAGE_SIZE, FORUM_PICTURE_EXTS, FORUM_PICTURES_MAX, FORUM_POST_MAX, FORUM_REASON_MAX } from '~types/forum-codes'
export type { ForumClass, ForumComment, ForumLikeState, ForumPost }

/** The reasons a reader picks from when reporting (their words: `forum:reason.<key>`, sent in the reader's language). */
export const REPORT_REASONS = ['spam', 'abuse', 'illegal', 'other'] as const

/** `11-27 10:00` this year, `2025-11-27` before. */
export const when = (iso: string) => {
  const d = dayjs(iso)
  return d.year() === dayjs().year() ? d.format('MM-DD HH:mm') : d.format('YYYY-MM-DD')
}

/** A text's length as the server counts it (characters, an emoji is one). */
export const charCount = (s: string) => Array.from(s).length
