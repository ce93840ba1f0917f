/**
 * Dialogs of the UI facade: the only place Taro's modal and action sheet are called (ESLint holds this),
 * so their buttons are in the current language. H5 takes modal.h5.ts (Taro's dialogs out of the entry).
 */
import { showActionSheet, showConfirm, type ConfirmOptions } from './modal-taro'

export type { ConfirmOptions }

/**
 * Ask before a step: true when confirmed. The buttons default to the translated OK / Cancel; a host
 * without a modal goes ahead (true).
 */
export const confirm = (content: string, opts: ConfirmOptions = {}): Promise<boolean> => showConfirm(content, opts)

/** One of a few choices in an action sheet (its cancel line translated): the index, undefined when dismissed. */
export const chooseAction = (items: string[]): Promise<number | undefined> => showActionSheet(items)
