import { Codes } from '../../../../types/constants.js'
import { EditorCodes as C } from '../../../../types/editor-codes.js'
import { NearbyCodes as N } from '../../../../types/nearby-codes.js'
import { defineErrors } from '../../core/errors.js'

/** Failures of the shop area; the message is still `catalog.shopNotFound` (locales/<lng>/server-catalog.json), where it was before the split. */
export const shopErrors = defineErrors('shop', {
  notFound: { code: Codes.NOT_FOUND, key: 'catalog.shopNotFound' },
})

/** The shop editor's failures (codes 2060-2089, types/editor-codes.ts); messages `editor.<name>` in locales/<lng>/server-editor.json. */
export const shopEditorErrors = defineErrors('editor', {
  notMerchant: { key: 'editor.notMerchant', code: C.NOT_MERCHANT, status: 403 },
  shop: { key: 'editor.shop', code: C.SHOP, status: 404, field: 'shopId', rule: 'own' },
  blank: { key: 'editor.blank', code: C.BLANK, status: 400, rule: 'required' },
  imageType: { key: 'editor.imageType', code: C.IMAGE_TYPE, status: 400, rule: 'ownImage' },
  imageSmall: { key: 'editor.imageSmall', code: C.IMAGE_SMALL, status: 400, rule: 'minSide' },
  imageLarge: { key: 'editor.imageLarge', code: C.IMAGE_LARGE, status: 400, rule: 'maxBytes' },
  pickup: { key: 'editor.pickup', code: C.PICKUP, status: 404, rule: 'own' },
  regions: { key: 'editor.regions', code: C.REGIONS, status: 400, field: 'provinceIds', rule: 'province' },
})

/** The nearby stores' failures (codes 2170-2179, types/nearby-codes.ts); messages `nearby.<name>` in locales/<lng>/server-nearby.json. */
export const nearbyErrors = defineErrors('nearby', {
  storeNotFound: { key: 'nearby.storeNotFound', code: N.STORE_NOT_FOUND, status: 404, field: 'id', rule: 'exists' },
  /** latitude without longitude or the other way round */
  latitude: { key: 'nearby.latitude', code: N.POSITION, status: 400, field: 'latitude', rule: 'pair' },
  longitude: { key: 'nearby.longitude', code: N.POSITION, status: 400, field: 'longitude', rule: 'pair' },
  ids: { key: 'nearby.ids', code: N.IDS, status: 400, field: 'ids', rule: 'idList' },
})
