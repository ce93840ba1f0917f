/**
 * H5 twin of modal.ts: the same `confirm` and `chooseAction`, with Taro's dialogs loaded on first use in
 * the chunk of Taro's toast (its H5 interaction module builds toast, modal and action sheet together).
 */
import type { ConfirmOptions } from './modal-taro'

export type { ConfirmOptions }

type Impl = typeof import('./modal-taro')
let impl: Promise<Impl> | undefined
const load = (): Promise<Impl> =>
  (impl ??= import(/* webpackChunkName: "taro-toast" */ './modal-taro').catch((e: unknown) => {
    impl = undefined
    throw e
  }))

export const confirm = (content: string, opts: ConfirmOptions = {}): Promise<boolean> =>
  load().then(
    (m) => m.showConfirm(content, opts),
    () => false,
  )

export const chooseAction = (items: string[]): Promise<number | undefined> =>
  load().then(
    (m) => m.showActionSheet(items),
    () => undefined,
  )
