import Taro from '@tarojs/taro'

/**
 * Mini-programs: draw on the canvas `canvasId` (a `<Canvas>` on the page, off the screen), write it to a file at twice
 * its size and save that to the album (the host asks for the permission). True when saved; false when any step fails.
 */
export function saveCanvasToAlbum(canvasId: string, width: number, height: number, draw: (ctx: Taro.CanvasContext) => void): Promise<boolean> {
  return new Promise((resolve) => {
    try {
      const ctx = Taro.createCanvasContext(canvasId)
      draw(ctx)
      ctx.draw(false, async () => {
        try {
          const { tempFilePath } = await Taro.canvasToTempFilePath({ canvasId, width, height, destWidth: width * 2, destHeight: height * 2 })
          await Taro.saveImageToPhotosAlbum({ filePath: tempFilePath })
          resolve(true)
        } catch {
          resolve(false)
        }
      })
    } catch {
      resolve(false)
    }
  })
}
