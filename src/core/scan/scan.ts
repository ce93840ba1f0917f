// Mini-programs and React Native: the host's scanner (camera or album). H5 takes scan.h5.ts.
import Taro from '@tarojs/taro'

/** Scan a QR code: its text, '' when nothing could be read (the caller says so), null when the user cancelled. */
export async function scanCode(): Promise<string | null> {
  try {
    const r = await Taro.scanCode({ onlyFromCamera: false, scanType: ['qrCode'] })
    return r.result || ''
  } catch (e) {
    return /cancel/i.test(String((e as { errMsg?: string })?.errMsg ?? e)) ? null : ''
  }
}
