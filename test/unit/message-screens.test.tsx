// The message centre (`public/msg/index`: groups, unread, chats, live on frames), a group's notices
// (`public/msg/detail`: paged, pulled, a tap reads and opens the link or shows it whole, read all), the platform
// announcements (`sys-msg-list`, `sys-msg-detail`), feedback (`user/feedback`: rules under their field, pictures
// through the upload module, the server's refusal under its field, the thanks) and the desk's queue (`platform/feedback`).
import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { ChatFrame } from '~types/chat-codes'
import { ChatApi, type ChatListItem } from '~types/chat'
import { FeedbackApi, FeedbackCodes, type FeedbackItem } from '~types/feedback'
import { MessageApi, type GroupCountResult, type NoticeItem } from '~types/message'
import { SystemApi } from '~types/system'
import { UploadApi } from '~types/upload'
import { emitFrame } from '@/core/chat/frames'
import { useSessionStore } from '@/core/stores/session'
import { PageShell } from '@/features/shell/page-shell'
import { View } from '@tarojs/components'
import { FeedbackDeskScreen } from '@/features/message/desk-feedback-screen'
import { MsgDetailScreen } from '@/features/message/detail-screen'
import { FeedbackScreen } from '@/features/message/feedback-screen'
import { MsgIndexScreen } from '@/features/message/index-screen'
import { SysMsgDetailScreen } from '@/features/message/sys-detail-screen'
import { SysMsgListScreen } from '@/features/message/sys-list-screen'
import { fakeApi, refuse, userInfo, type FakeApi } from './fake-api'
import { fakePage, type FakePage } from './fake-page'

jest.setTimeout(20_000)

let api: FakeApi
let page: FakePage
let counts: GroupCountResult
let notices: NoticeItem[]

const counted = (order: number, wallet = 0, chat = 0): GroupCountResult => ({
  groups: [
    { group: 'order', unreadCount: order, lastTitle: order ? 'Order shipped' : '', lastTime: order ? '2026-11-20T10:00:00.000Z' : '' },
    { group: 'refund', unreadCount: 0, lastTitle: '', lastTime: '' },
    { group: 'wallet', unreadCount: wallet, lastTitle: '', lastTime: '' },
    { group: 'system', unreadCount: 0, lastTitle: '', lastTime: '' },
    { group: 'chat', unreadCount: chat, lastTitle: '', lastTime: '' },
  ],
  total: order + wallet + chat,
})
const notice = (id: number, extra: Partial<NoticeItem> = {}): NoticeItem => ({
  id,
  group: 'order',
  title: `Notice ${id}`,
  content: `Text of notice ${id}`,
  link: '',
  createTime: '2026-11-20T10:00:00.000Z',
  read: false,
  readTime: null,
  ...extra,
})
const chat = (id: number, unread: number): ChatListItem => ({
  conversationId: id,
  bizid: `shop:${id}`,
  kind: 'shop',
  title: `Shop ${id}`,
  avatar: '',
  shopId: id,
  notreadcount: unread,
  sendtime: '2026-11-20T10:00:00.000Z',
  msgtype: 1,
  msgresume: 'Hello there',
  lastSeq: 3,
})

beforeEach(() => {
  page = fakePage({}, 'pages/public/msg/index')
  counts = counted(2, 1)
  notices = Array.from({ length: 12 }, (_, i) =>
    notice(12 - i, i === 0 ? { link: '/pages/order/form/info?id=77' } : i === 1 ? { read: true, readTime: '2026-11-21T10:00:00.000Z' } : {}),
  )
  api = fakeApi()
    .on(MessageApi.groupCount, () => counts)
    .on(MessageApi.list, ({ query }) => {
      const n = Number(query.pageNum ?? 1)
      return { rows: notices.slice((n - 1) * 10, n * 10), total: notices.length }
    })
    .on(MessageApi.read, ({ params }) => {
      notices = notices.map((x) => (x.id === Number(params.id) ? { ...x, read: true, readTime: '2026-11-22T10:00:00.000Z' } : x))
      counts = counted(Math.max(0, counts.groups[0].unreadCount - 1), 1)
      return { group: 'order' as const, unread: counts.groups[0].unreadCount, total: counts.total }
    })
    .on(MessageApi.readGroup, () => {
      notices = notices.map((x) => ({ ...x, read: true, readTime: '2026-11-22T10:00:00.000Z' }))
      counts = counted(0, 1)
      return { group: 'order' as const, unread: 0, total: 1 }
    })
    .on(ChatApi.list, () => ({ rows: [chat(5, 3), chat(6, 0)], total: 2 }))
    .install()
})
afterEach(() => expect(api.problems()).toEqual([]))

describe('the centre (public/msg/index)', () => {
  test('groups with their unread and newest notice, the announcements, the chats; taps open them', async () => {
    render(<MsgIndexScreen />)
    expect((await screen.findByTestId('msg-unread-order')).textContent).toBe('2')
    expect(screen.getByTestId('msg-unread-wallet').textContent).toBe('1')
    expect(screen.queryByTestId('msg-unread-refund')).toBeNull()
    expect(screen.getByTestId('msg-group-order').textContent).toContain('Order shipped')
    expect(screen.getByTestId('msg-group-refund').textContent).toContain('How your refunds are going')
    expect((await screen.findByTestId('msg-chat-unread-5')).textContent).toBe('3')
    expect(screen.getByTestId('msg-chat-6').textContent).toContain('Hello there')
    fireEvent.click(screen.getByTestId('msg-group-order'))
    fireEvent.click(screen.getByTestId('msg-chat-5'))
    fireEvent.click(screen.getByTestId('msg-announcements'))
    await waitFor(() =>
      expect(page.navigations).toEqual([
        'navigateTo /pages/public/msg/detail?group=order',
        'navigateTo /pages/public/msg/chat?conversationId=5',
        'navigateTo /pages/public/msg/sys-msg-list',
      ]),
    )
  })

  test('a NOTICE frame (a notice committed) and an UNREAD frame (chat) read the counts again', async () => {
    render(<MsgIndexScreen />)
    await screen.findByTestId('msg-unread-order')
    counts = counted(3, 1)
    await act(async () => emitFrame(ChatFrame.NOTICE, { group: 'order', unread: 3, total: 4 }))
    await waitFor(() => expect(screen.getByTestId('msg-unread-order').textContent).toBe('3'))
    const before = api.calls(ChatApi.list).length
    await act(async () => emitFrame(ChatFrame.UNREAD, { conversationId: 5, notreadcount: 0, total: 0 }))
    await waitFor(() => expect(api.calls(ChatApi.list).length).toBeGreaterThan(before))
  })

  test('without the chat service the notices still show, and the chats say how to start one', async () => {
    api.on(ChatApi.list, () => refuse(404, 404, 'Not found'))
    render(<MsgIndexScreen />)
    expect(await screen.findByTestId('msg-no-chats')).toBeTruthy()
    expect(screen.getByTestId('msg-unread-order').textContent).toBe('2')
    expect(page.toasts).toEqual([])
  })
})

describe("a group's notices (public/msg/detail)", () => {
  beforeEach(() => {
    page.params = { group: 'order' }
  })

  test('newest first, paged; a tap reads an unread notice and opens its link; one without a link shows whole', async () => {
    render(<MsgDetailScreen />)
    await screen.findByTestId('notice-12')
    expect(api.calls(MessageApi.list)[0].params).toEqual({ group: 'order' })
    expect(screen.getByTestId('notice-unread-12')).toBeTruthy()
    expect(screen.queryByTestId('notice-unread-11')).toBeNull()
    await page.bottom()
    expect(await screen.findByTestId('notice-1')).toBeTruthy()
    fireEvent.click(screen.getByTestId('notice-12'))
    await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/order/form/info?id=77']))
    expect(api.calls(MessageApi.read).map((c) => c.params)).toEqual([{ id: '12' }])
    await waitFor(() => expect(screen.queryByTestId('notice-unread-12')).toBeNull())
    // a read notice without a link: no read call, shown whole
    notices = notices.map((x) => (x.id === 11 ? { ...x, content: 'A'.repeat(80) } : x))
    await page.pull()
    await waitFor(() => expect(screen.getByTestId('notice-text-11').textContent).toBe(`${'A'.repeat(60)}…`))
    fireEvent.click(screen.getByTestId('notice-11'))
    await waitFor(() => expect(screen.getByTestId('notice-text-11').textContent).toBe('A'.repeat(80)))
    expect(api.calls(MessageApi.read).length).toBe(1)
    expect(page.navigations.length).toBe(1)
  })

  test('"mark all as read" reads the group and the dots go', async () => {
    render(<MsgDetailScreen />)
    fireEvent.click(await screen.findByTestId('msg-read-all'))
    await waitFor(() => expect(api.keys()).toContain('POST /customer/api/message/read/group/order'))
    await waitFor(() => expect(screen.queryByTestId('notice-unread-12')).toBeNull())
    expect(api.calls(MessageApi.readGroup).map((c) => c.params)).toEqual([{ group: 'order' }])
    expect(page.toasts).toEqual(['All marked as read'])
    expect(screen.queryByTestId('msg-read-all')).toBeNull()
  })

  test('an empty group says so', async () => {
    notices = []
    render(<MsgDetailScreen />)
    expect(await screen.findByText('No messages here yet')).toBeTruthy()
  })
})

describe('the user tab badge (the shell of a tab page)', () => {
  test("group/count's total on the user tab, live on a NOTICE frame, gone at zero", async () => {
    const set = ((Taro as any).setTabBarBadge = jest.fn(async () => {}))
    const remove = ((Taro as any).removeTabBarBadge = jest.fn(async () => {}))
    api.on('cart.count', () => ({ count: 0, lines: 0 }))
    render(
      <PageShell name='tabbar/user'>
        <View />
      </PageShell>,
    )
    await waitFor(() => expect(set).toHaveBeenLastCalledWith({ index: 3, text: '3' }))
    // the centre beside it reads its own answer (the badge keeps a number under a key of its own)
    render(<MsgIndexScreen />)
    expect((await screen.findByTestId('msg-unread-order')).textContent).toBe('2')
    counts = counted(4, 1, 2)
    await act(async () => emitFrame(ChatFrame.NOTICE, { group: 'order', unread: 4, total: 7 }))
    await waitFor(() => expect(set).toHaveBeenLastCalledWith({ index: 3, text: '7' }))
    counts = counted(0, 0)
    await act(async () => emitFrame(ChatFrame.UNREAD, { conversationId: 5, notreadcount: 0, total: 0 }))
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ index: 3 }))
  })
})

describe('announcements (public/msg/sys-msg-list, sys-msg-detail)', () => {
  test('the list opens one, shown whole', async () => {
    api
      .on(SystemApi.notices, () => ({
        rows: [{ id: 3, title: 'New year sale', content: 'Everything 20% off', type: 'notice', createTime: '2026-11-20T10:00:00.000Z' }],
        total: 1,
      }))
      .on(SystemApi.noticeDetail, ({ params }) => ({
        id: Number(params.id),
        title: 'New year sale',
        content: 'Everything 20% off',
        type: 'notice',
        createTime: '2026-11-20T10:00:00.000Z',
      }))
    const { unmount } = render(<SysMsgListScreen />)
    fireEvent.click(await screen.findByTestId('sys-msg-3'))
    await waitFor(() => expect(page.navigations).toEqual(['navigateTo /pages/public/msg/sys-msg-detail?id=3']))
    unmount()
    page.params = { id: '3' }
    render(<SysMsgDetailScreen />)
    expect((await screen.findByTestId('sys-msg-body')).textContent).toBe('Everything 20% off')
  })
})

describe('feedback (user/feedback)', () => {
  const typeInto = (el: Element, value: string) => act(() => void el.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true })))
  beforeEach(() => {
    api
      .on(SystemApi.opinion, () => ({ id: 41 }))
      .on(UploadApi.upload, () => ({
        id: '8f0c4a9e-5b8e-4a57-9a3a-1a2b3c4d5e6f',
        url: '/api/files/x.png',
        mime: 'image/png',
        size: 10,
        scope: 'public' as const,
      }))
  })

  test('too short: said under the text, nothing sent', async () => {
    render(<FeedbackScreen />)
    typeInto(screen.getByTestId('feedback-content'), '  abc ')
    fireEvent.click(screen.getByTestId('feedback-submit'))
    expect((await screen.findByTestId('feedback-error-content')).textContent).toBe('Write at least 5 characters')
    expect(api.calls(SystemApi.opinion)).toEqual([])
  })

  test('type, text, a picture (a public upload) and a contact are sent; then the thanks', async () => {
    render(<FeedbackScreen />)
    fireEvent.click(screen.getByTestId('feedback-type-bug'))
    typeInto(screen.getByTestId('feedback-content'), 'The cart forgets my coupon')
    typeInto(screen.getByTestId('feedback-contact'), 'li@example.com')
    fireEvent.click(screen.getByTestId('feedback-add-image'))
    expect(await screen.findByTestId('feedback-image-0')).toBeTruthy()
    expect(api.calls(UploadApi.upload)[0].body).toMatchObject({ scope: 'public' })
    fireEvent.click(screen.getByTestId('feedback-submit'))
    expect(await screen.findByTestId('feedback-sent')).toBeTruthy()
    expect(api.calls(SystemApi.opinion)[0].body).toEqual({
      type: 'bug',
      content: 'The cart forgets my coupon',
      contact: 'li@example.com',
      images: ['8f0c4a9e-5b8e-4a57-9a3a-1a2b3c4d5e6f'],
    })
    expect(page.toasts).toEqual(['Thank you! The reply will arrive in your messages.'])
  })

  test("the server's refusal shows under the field it names", async () => {
    api.on(SystemApi.opinion, () => refuse(400, FeedbackCodes.IMAGES, 'Pictures must be your own uploaded jpg, png or webp images', 'images'))
    render(<FeedbackScreen />)
    typeInto(screen.getByTestId('feedback-content'), 'Long enough text')
    fireEvent.click(screen.getByTestId('feedback-add-image'))
    await screen.findByTestId('feedback-image-0')
    fireEvent.click(screen.getByTestId('feedback-submit'))
    expect((await screen.findByTestId('feedback-error-images')).textContent).toBe('Pictures must be your own uploaded jpg, png or webp images')
    expect(screen.queryByTestId('feedback-sent')).toBeNull()
  })

  test('a guest is told pictures need signing in, and may still write', async () => {
    useSessionStore.getState().logout()
    render(<FeedbackScreen />)
    expect(screen.queryByTestId('feedback-add-image')).toBeNull()
    expect(screen.getByText('Sign in to add pictures')).toBeTruthy()
  })
})

describe("the desk's feedback queue (platform/feedback)", () => {
  const item = (id: number, extra: Partial<FeedbackItem> = {}): FeedbackItem => ({
    id,
    type: 'suggestion',
    content: `Feedback ${id}`,
    contact: '',
    images: ['/api/files/a.png'],
    userId: 9,
    sender: 'Li Lei',
    state: 'open',
    answer: '',
    createTime: '2026-11-20T10:00:00.000Z',
    answerTime: null,
    ...extra,
  })
  let open: FeedbackItem[]
  beforeEach(() => {
    useSessionStore.getState().setUser(userInfo({ roles: ['staff'] }))
    open = [item(1), item(2, { userId: null, sender: '' })]
    api
      .on(FeedbackApi.list, ({ query }) =>
        query.state === 'answered' ? { rows: [item(3, { state: 'answered', answer: 'Done' })], total: 1 } : { rows: open, total: open.length },
      )
      .on(FeedbackApi.answer, ({ params, body }) => {
        const f = open.find((x) => x.id === Number(params.id))!
        open = open.filter((x) => x !== f)
        return { ...f, state: 'answered' as const, answer: String(body.answer), answerTime: '2026-11-21T10:00:00.000Z' }
      })
  })

  test('not staff: refused without asking', async () => {
    useSessionStore.getState().setUser(userInfo({ roles: [] }))
    render(<FeedbackDeskScreen />)
    expect(await screen.findByText('Only platform staff can see feedback')).toBeTruthy()
    expect(api.calls(FeedbackApi.list)).toEqual([])
  })

  test('open ones take an answer; the answered tab shows answers', async () => {
    render(<FeedbackDeskScreen />)
    expect((await screen.findByTestId('feedback-2')).textContent).toContain('Guest')
    expect(screen.getByTestId('feedback-1-image-0')).toBeTruthy()
    fireEvent.click(screen.getByTestId('feedback-answer-send-1'))
    await waitFor(() => expect(page.toasts).toEqual(['Write a reply']))
    const input = screen.getByTestId('feedback-answer-input-1')
    act(() => void input.dispatchEvent(new CustomEvent('input', { detail: { value: 'Thanks, fixed soon' }, bubbles: true })))
    fireEvent.click(screen.getByTestId('feedback-answer-send-1'))
    await waitFor(() => expect(screen.queryByTestId('feedback-1')).toBeNull())
    expect(api.calls(FeedbackApi.answer)[0].body).toEqual({ answer: 'Thanks, fixed soon' })
    fireEvent.click(screen.getByTestId('feedback-tab-answered'))
    expect((await screen.findByTestId('feedback-answer-3')).textContent).toBe('Reply: Done')
  })

  test('answered meanwhile by someone else: the 409 shows and the queue is read again', async () => {
    api.on(FeedbackApi.answer, () => refuse(409, FeedbackCodes.ANSWERED, 'This feedback has been answered already', 'id'))
    render(<FeedbackDeskScreen />)
    const input = await screen.findByTestId('feedback-answer-input-1')
    act(() => void input.dispatchEvent(new CustomEvent('input', { detail: { value: 'late' }, bubbles: true })))
    const before = api.calls(FeedbackApi.list).length
    fireEvent.click(screen.getByTestId('feedback-answer-send-1'))
    await waitFor(() => expect(page.toasts).toEqual(['This feedback has been answered already']))
    await waitFor(() => expect(api.calls(FeedbackApi.list).length).toBeGreaterThan(before))
  })
})
