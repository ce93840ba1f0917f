// The article module's failures: code, HTTP status and message key of each.
import { Codes } from '../../../../types/constants.js'
import { ArticleCodes } from '../../../../types/article-codes.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the information feed; messages `article.<name>` in locales/<lng>/server-article.json. */
export const articleErrors = defineErrors('article', {
  notFound: { code: Codes.NOT_FOUND, field: 'id', rule: 'exists' },
  staffOnly: { code: Codes.FORBIDDEN },
  noCategory: { code: ArticleCodes.NO_CATEGORY, status: 400, field: 'categoryId', rule: 'exists' },
  unsafeLink: { code: ArticleCodes.UNSAFE_LINK, status: 400, field: 'body', rule: 'httpLink' },
  unsafeImage: { code: ArticleCodes.UNSAFE_IMAGE, status: 400, field: 'body', rule: 'ownImage' },
  unsafeCover: { code: ArticleCodes.UNSAFE_IMAGE, status: 400, field: 'cover', rule: 'ownImage' },
  titleRequired: { code: ArticleCodes.TITLE_REQUIRED, status: 400, field: 'title', rule: 'required' },
  nameRequired: { code: ArticleCodes.NAME_REQUIRED, status: 400, field: 'name', rule: 'required' },
  badState: { code: ArticleCodes.BAD_STATE, status: 409, field: 'id', rule: 'state' },
})
