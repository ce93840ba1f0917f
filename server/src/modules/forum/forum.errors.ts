import { ForumCodes as C } from '../../../../types/forum-codes.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the forum area (codes 2130-2159, types/forum-codes.ts); messages `forum.<name>` in locales/<lng>/server-forum.json. */
export const forumErrors = defineErrors('forum', {
  notFound: { code: C.NOT_FOUND, status: 404, field: 'id' },
  classId: { code: C.CLASS, status: 400, field: 'classId', rule: 'exists' },
  textEmpty: { code: C.TEXT_EMPTY, status: 400, field: 'content', rule: 'required' },
  textLong: { code: C.TEXT_LONG, status: 400, field: 'content', rule: 'maxLength' },
  picturesMax: { code: C.PICTURES_MAX, status: 400, field: 'pictures', rule: 'maxItems' },
  picture: { code: C.PICTURE, status: 400, field: 'pictures', rule: 'ownImage' },
  commentNotFound: { code: C.COMMENT_NOT_FOUND, status: 404, field: 'id' },
  reported: { code: C.REPORTED, status: 409 },
  reason: { code: C.REASON, status: 400, field: 'reason', rule: 'required' },
  own: { code: C.OWN, status: 400, field: 'id', rule: 'notOwn' },
})
