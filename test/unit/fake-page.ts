// The page around a screen under test: a signed-in session, English texts, the router's query, and what
// the screen asked of Taro (toasts, navigation, modals, action sheets, pull to refresh, reaching bottom).
// Use with fake-api.ts: `const page = fakePage({ id: '7' }); const api = fakeApi().install()`.
import Taro from '@tarojs/taro'
import { act } from '@testing-library/react'
import { clearQueries } from '@/core/data'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores/session'

export function fakePage(params: Record<string, string> = {}, route = 'pages/order/index') {
  setLocale('en')
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  const page = {
    params,
    toasts: [] as string[],
    /** `navigateTo`, `redirectTo`, `switchTab`, `navigateBack` as `kind url` */
    navigations: [] as string[],
    modals: [] as string[],
    /** what the next modal answers */
    modalAnswer: true,
    sheets: [] as string[][],
    /** the index the next action sheet answers, or null for "closed" */
    sheetAnswer: 0 as number | null,
    /** local paths the next chooseImage gives, or null for "cancelled" */
    chosen: ['/tmp/a.jpg'] as string[] | null,
    // the callbacks of the last render (a hook registers again on every render)
    pullRefresh: null as null | (() => void),
    reachBottom: null as null | (() => void),
    /**
     * The `pick` id of the last page opened by `nav.pick` (its URL's `pick=`): a test plays the picker
     * page with it (`nav.pickDone(page.pickId(), value)`, or `page.params = { pick: page.pickId() }`).
     */
    pickId() {
      const url = [...page.navigations].reverse().find((n) => /[?&]pick=/.test(n))
      const id = url?.match(/[?&]pick=([^&]+)/)?.[1]
      if (!id) throw new Error(`no picker was opened (navigations: ${JSON.stringify(page.navigations)})`)
      return id
    },
    /** Play "pull to refresh" on the page. */
    async pull() {
      await act(async () => {
        page.pullRefresh?.()
      })
    },
    /** Play "the page reached its bottom". */
    async bottom() {
      await act(async () => {
        page.reachBottom?.()
      })
    },
  }
  const T = Taro as any
  T.useDidShow = () => {}
  T.useUnload = () => {}
  T.usePullDownRefresh = (f: () => void) => void (page.pullRefresh = f)
  T.useReachBottom = (f: () => void) => void (page.reachBottom = f)
  T.stopPullDownRefresh = jest.fn(async () => {})
  T.useRouter = () => ({ params: page.params })
  T.setNavigationBarTitle = jest.fn(async () => {})
  T.showToast = jest.fn(async (o: { title: string }) => void page.toasts.push(o.title))
  T.showModal = jest.fn(async (o: { content: string }) => (page.modals.push(o.content), { confirm: page.modalAnswer, cancel: !page.modalAnswer }))
  T.showActionSheet = jest.fn(async (o: { itemList: string[] }) => {
    page.sheets.push(o.itemList)
    if (page.sheetAnswer === null) throw new Error('showActionSheet:fail cancel')
    return { tapIndex: page.sheetAnswer }
  })
  T.chooseImage = jest.fn(async () => {
    if (!page.chosen) throw new Error('chooseImage:fail cancel')
    return { tempFilePaths: page.chosen, tempFiles: [] }
  })
  for (const k of ['navigateTo', 'redirectTo', 'switchTab', 'reLaunch'] as const)
    T[k] = jest.fn(async (o: { url: string }) => void page.navigations.push(`${k} ${o.url}`))
  T.navigateBack = jest.fn(async () => void page.navigations.push('navigateBack'))
  T.getCurrentPages = () => [{ route: 'pages/tabbar/user' }, { route }]
  return page
}
export type FakePage = ReturnType<typeof fakePage>
