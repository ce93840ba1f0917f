import Taro from '@tarojs/taro'

/** Where a new avatar comes from (spec section 6: album, camera or file). */
export type AvatarSource = 'album' | 'camera' | 'file'

/** The sources this platform offers: a file picker of its own on H5 and mini-programs, album and camera everywhere. */
export const avatarSources = (): AvatarSource[] => (process.env.TARO_ENV === 'rn' ? ['album', 'camera'] : ['album', 'camera', 'file'])

/** A local path of the picture chosen, undefined when the user cancelled. */
export async function chooseAvatar(source: AvatarSource): Promise<string | undefined> {
  try {
    if (source === 'file' && process.env.TARO_ENV === 'weapp') {
      // a picture from a chat's files: the mini-program's file picker
      const r = await Taro.chooseMessageFile({ count: 1, type: 'image' })
      return r.tempFiles[0]?.path
    }
    // H5: album = the gallery, camera = the camera, file = the browser's file picker (any of them)
    const sourceType: Array<'album' | 'camera'> = source === 'camera' ? ['camera'] : source === 'album' ? ['album'] : ['album', 'camera']
    const r = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType })
    return r.tempFilePaths[0]
  } catch {
    return undefined
  }
}
