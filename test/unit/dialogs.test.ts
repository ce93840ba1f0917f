// The UI facade's dialogs (src/core/ui/modal*.ts): Taro's H5 modal and action sheet, as they are drawn,
// with buttons in the current language (Taro's own defaults are 确定/取消 whatever the language), and
// every language's button texts within Taro's limit (a longer one makes the whole modal fail).
import Taro from '@tarojs/taro'
import { LOCALES } from '~types/constants'
import { setLocale, t } from '@/core/i18n'
import { chooseAction, confirm } from '@/core/ui'
import { fitsButton } from '@/core/ui/modal-taro'
import * as h5 from '@/core/ui/modal.h5'

const BUTTONS = {
  zh_CN: ['取消', '确定'],
  zh_TW: ['取消', '確定'],
  en: ['Cancel', 'OK'],
  ja: ['やめる', 'OK'],
  ko: ['취소', '확인'],
  fil: ['Ikansela', 'OK'],
} as const

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}
const visible = (sel: string) => [...document.querySelectorAll<HTMLElement>(sel)].find((el) => el.style.display !== 'none')
const click = (sel: string) => document.querySelector<HTMLElement>(sel)!.click()

afterEach(async () => {
  jest.restoreAllMocks()
  await setLocale('zh_CN')
})

test.each(LOCALES)('confirm in %s: translated buttons, true on OK, false on Cancel', async (lng) => {
  await setLocale(lng)
  const yes = confirm('?')
  await flush()
  const [cancel, ok] = BUTTONS[lng]
  expect(document.querySelector('.taro-model__cancel')?.textContent).toBe(cancel)
  expect(document.querySelector('.taro-model__confirm')?.textContent).toBe(ok)
  click('.taro-model__confirm')
  await expect(yes).resolves.toBe(true)
  const no = confirm('?')
  await flush()
  click('.taro-model__cancel')
  await expect(no).resolves.toBe(false)
})

test("every language's dialog buttons fit Taro's limit (4 CJK characters, 8 others)", async () => {
  for (const lng of LOCALES) {
    await setLocale(lng)
    expect([lng, fitsButton(t('common:dialog.ok')), fitsButton(t('common:dialog.cancel'))]).toEqual([lng, true, true])
  }
})

test("a caller's own texts; one that does not fit gives way to the translated default", async () => {
  await setLocale('en')
  const show = jest.spyOn(Taro, 'showModal').mockImplementation(() => Promise.resolve({ confirm: true, cancel: false, errMsg: 'showModal:ok' }))
  await confirm('Delete?', { title: 'Cart', confirmText: 'Delete' })
  await confirm('Delete?', { confirmText: 'Delete them all now' })
  expect(show.mock.calls.map((c) => [c[0]?.title, c[0]?.confirmText, c[0]?.cancelText])).toEqual([
    ['Cart', 'Delete', 'Cancel'],
    ['', 'OK', 'Cancel'],
  ])
})

test("the H5 twin asks the same (Taro's dialogs loaded on first use)", async () => {
  await setLocale('ja')
  const yes = h5.confirm('?')
  await flush()
  await flush()
  expect(visible('.taro-model__cancel')?.textContent).toBe('やめる')
  click('.taro-model__confirm')
  await expect(yes).resolves.toBe(true)
})

test("the action sheet's cancel line is translated; dismissed gives undefined", async () => {
  await setLocale('en')
  const picked = chooseAction(['A', 'B'])
  await flush()
  const sheet = document.querySelector('.taro__actionSheet')!
  expect(sheet.lastElementChild?.lastElementChild?.textContent).toBe('Cancel')
  ;[...sheet.querySelectorAll<HTMLElement>('.taro-actionsheet__cell')].find((c) => c.textContent === 'B')!.click()
  await expect(picked).resolves.toBe(1)
  await setLocale('ko')
  const dismissed = chooseAction(['A'])
  await flush()
  expect(sheet.lastElementChild?.lastElementChild?.textContent).toBe('취소')
  ;(sheet.lastElementChild!.lastElementChild as HTMLElement).click()
  await expect(dismissed).resolves.toBeUndefined()
})
