// React Native: the host's album call with the picture's data URL; false when the host refuses it.
import Taro from '@tarojs/taro'

export async function savePicture(dataUrl: string, _name: string): Promise<boolean> {
  try {
    await Taro.saveImageToPhotosAlbum({ filePath: dataUrl })
    return true
  } catch {
    return false
  }
}
