/** The local path of a video `Taro.chooseVideo` gave, to upload (mini-programs, React Native: its temp file). */
export const videoPath = (r: { tempFilePath: string }): string => r.tempFilePath
