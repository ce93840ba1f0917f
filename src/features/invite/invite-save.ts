// Mini-programs: the poster's QR picture written to a file, then saved to the album (the host asks for the permission).
import Taro from '@tarojs/taro'

/** Save a data-URL picture to the album; true when saved. */
export async function savePicture(dataUrl: string, name: string): Promise<boolean> {
  // a host without a file system (or its user folder) cannot save a picture
  if (!Taro.env?.USER_DATA_PATH || typeof Taro.getFileSystemManager !== 'function') return false
  try {
    const [head, base64] = dataUrl.split(',')
    const ext = /image\/(\w+)/.exec(head)?.[1] ?? 'png'
    const filePath = `${Taro.env.USER_DATA_PATH}/${name}.${ext}`
    await new Promise<void>((resolve, reject) =>
      Taro.getFileSystemManager().writeFile({ filePath, data: base64, encoding: 'base64', success: () => resolve(), fail: reject }),
    )
    await Taro.saveImageToPhotosAlbum({ filePath })
    return true
  } catch {
    return false
  }
}
