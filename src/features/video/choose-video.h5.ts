import Taro from '@tarojs/taro'

/**
 * H5: Taro's chooseVideo answers the file as a `data:` URL (the whole video in base64), which the upload would
 * then fetch and the page's CSP refuses (`connect-src` allows `blob:`, not `data:`): the chosen file itself goes
 * out as a `blob:` URL instead, as chooseImage gives pictures.
 */
export async function chooseVideo(): Promise<string> {
  const r = (await Taro.chooseVideo({ sourceType: ['album', 'camera'], compressed: true })) as { tempFilePath: string; originalFileObj?: Blob }
  return r.originalFileObj ? URL.createObjectURL(r.originalFileObj) : r.tempFilePath
}
