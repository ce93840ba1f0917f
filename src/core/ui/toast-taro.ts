import Taro from '@tarojs/taro'
import { TOAST_MS } from './toast'

/**
 * H5 only: the toast itself, Taro's `showToast`. A chunk of its own (toast.h5.ts loads it): Taro's H5 toast,
 * modal, action sheet and loading are one module that builds all four at evaluation (~4 KB brotli).
 */
export function showToast(title: string, icon: 'none' | 'success'): void {
  try {
    const shown = Taro.showToast({ title, icon, duration: TOAST_MS }) as unknown
    if (shown instanceof Promise) shown.catch(() => {})
  } catch {
    /* nothing to show it on */
  }
}
