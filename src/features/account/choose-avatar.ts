import Taro from '@tarojs/taro'

/** Where a new avatar comes from (spec section 6: album, camera or file). */
export type AvatarSource = 'album' | 'camera' | 'file'

/**
 * The sources this platform offers: mini-programs have all three (a chat file through their file picker); H5 the
 * camera and the browser's file picker (which holds the phone's gallery too); React Native album and camera.
 */
export const avatarSources = (): AvatarSource[] =>
  process.env.TARO_ENV === 'rn' ? ['album', 'camera'] : process.env.TARO_ENV === 'h5' ? ['camera', 'file'] : ['album', 'camera', 'file']

/** A local path of the picture chosen, undefined when the user cancelled. */
export async function chooseAvatar(source: AvatarSource): Promise<string | undefined> {
  try {
    if (source === 'file' && process.env.TARO_ENV !== 'h5') {
      // a picture from a chat's files: the mini-program's file picker
      const r = await Taro.chooseMessageFile({ count: 1, type: 'image' })
      return r.tempFiles[0]?.path
    }
    // one source each (two would make H5 ask again which one): the camera, or the gallery / the browser's file picker
    const r = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: [source === 'camera' ? 'camera' : 'album'] })
    return r.tempFilePaths[0]
  } catch {
    return undefined
  }
}
