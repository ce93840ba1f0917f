import Taro from '@tarojs/taro'
import { t } from '../i18n'

export interface ConfirmOptions {
  title?: string
  /** default: the current language's `common:dialog.ok` */
  confirmText?: string
  /** default: the current language's `common:dialog.cancel` */
  cancelText?: string
  /** false: one button only (a notice) */
  showCancel?: boolean
}

/**
 * Taro's modal buttons take at most 4 CJK characters or 8 others (checked on H5 and mini-programs: a
 * longer text fails the whole modal). A text that does not fit gives way to the translated default.
 */
export const fitsButton = (text: string) => text.replace(/[\u0391-\uFFE5]/g, 'aa').length <= 8

const buttonText = (text: string | undefined, key: string) => (text && fitsButton(text) ? text : t(key))

/** The modal itself: see `confirm` in ./modal. */
export async function showConfirm(content: string, opts: ConfirmOptions = {}): Promise<boolean> {
  try {
    const r = await Taro.showModal({
      title: opts.title ?? '',
      content,
      showCancel: opts.showCancel ?? true,
      confirmText: buttonText(opts.confirmText, 'common:dialog.ok'),
      cancelText: buttonText(opts.cancelText, 'common:dialog.cancel'),
    })
    return r.confirm
  } catch {
    // a host without a modal goes ahead (as every screen did before the facade)
    return true
  }
}

/** The action sheet itself: see `chooseAction` in ./modal. */
export async function showActionSheet(items: string[]): Promise<number | undefined> {
  try {
    const shown = Taro.showActionSheet({ itemList: items })
    // Taro's H5 sheet writes a fixed "取消" under the items (mini-programs write the host's own word)
    if (process.env.TARO_ENV === 'h5' && typeof document !== 'undefined') {
      const sheet = document.querySelector('.taro__actionSheet')
      const cancel = sheet?.lastElementChild?.lastElementChild
      if (cancel) cancel.textContent = t('common:dialog.cancel')
    }
    return (await shown).tapIndex
  } catch {
    return undefined
  }
}
