import Taro from '@tarojs/taro'

/** Let the user pick or shoot a video; its local path for `http.upload` (throws when the picker is closed). */
export async function chooseVideo(): Promise<string> {
  return (await Taro.chooseVideo({ sourceType: ['album', 'camera'], compressed: true })).tempFilePath
}
