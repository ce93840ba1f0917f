/**
 * The message centre and feedback on React Native, resolved like the RN build (`*.rn.*` twins first, Taro RN's
 * components): the centre's groups with their unread and the chats; a group's notices (a tap reads it and opens
 * its link); feedback's rule under its field and the sent form; the desk answering a feedback. No text outside a
 * Text anywhere.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react-native'
import { fireEvent } from '@testing-library/react-native'
import { answer, navigations, openWith, resetAnswers, toasts } from './taro'
import { ok, bodyOf, sent, byTid, queryTid, hostOf, tapTid, expectNoLooseText } from './screen-helpers'
import IndexPage from '@/pages/public/msg/index'
import DetailPage from '@/pages/public/msg/detail'
import FeedbackPage from '@/pages/user/feedback'
import DeskPage from '@/pages/platform/feedback'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { clearQueries } from '@/core/data'

const groups = (order: number) => ({
  groups: [
    { group: 'order', unreadCount: order, lastTitle: order ? 'Order shipped' : '', lastTime: '' },
    { group: 'refund', unreadCount: 0, lastTitle: '', lastTime: '' },
    { group: 'wallet', unreadCount: 1, lastTitle: '', lastTime: '' },
    { group: 'system', unreadCount: 0, lastTitle: '', lastTime: '' },
    { group: 'chat', unreadCount: 0, lastTitle: '', lastTime: '' },
  ],
  total: order + 1,
})
const notice = (id: number, extra = {}) => ({
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
const page = (rows: unknown[]) => ({ code: 200, msg: 'ok', ok: true, rows, total: rows.length })

beforeEach(async () => {
  resetAnswers()
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  await act(() => setLocale('en'))
})

describe('message centre and feedback pages', () => {
  // runs before the library's cleanup: the last screen is still mounted
  afterEach(expectNoLooseText)

  test('the centre: groups with their unread, the chats; a group opens its notices, a chat its conversation', async () => {
    answer('/api/customer/api/message/group/count', ok(groups(2)))
    answer(
      '/api/mytio/chat/list',
      page([
        {
          conversationId: 5,
          bizid: 'shop:5',
          kind: 'shop',
          title: 'Shop 5',
          avatar: '',
          shopId: 5,
          notreadcount: 3,
          sendtime: '2026-11-20T10:00:00.000Z',
          msgtype: 1,
          msgresume: 'Hello there',
          lastSeq: 3,
        },
      ]),
    )
    render(<IndexPage />)
    await waitFor(() => expect(within(byTid('msg-unread-order')).getByText('2')).toBeTruthy())
    expect(within(byTid('msg-group-order')).getByText('Order shipped')).toBeTruthy()
    await waitFor(() => expect(within(byTid('msg-chat-unread-5')).getByText('3')).toBeTruthy())
    tapTid('msg-group-order')
    tapTid('msg-chat-5')
    await waitFor(() => expect(navigations).toEqual(['navigateTo /pages/public/msg/detail?group=order', 'navigateTo /pages/public/msg/chat?conversationId=5']))
  })

  test("a group's notices: a tap reads an unread one and opens what it is about", async () => {
    openWith({ group: 'order' })
    answer('/api/customer/api/message/list/order', page([notice(2, { link: '/pages/order/form/info?id=77' }), notice(1, { read: true })]))
    answer('/api/customer/api/message/read/2', ok({ group: 'order', unread: 0, total: 1 }))
    answer('/api/customer/api/message/group/count', ok(groups(0)))
    render(<DetailPage />)
    await waitFor(() => expect(queryTid('notice-unread-2')).not.toBeNull())
    expect(queryTid('notice-unread-1')).toBeNull()
    tapTid('notice-2')
    await waitFor(() => expect(sent('POST', '/api/customer/api/message/read/2')).toHaveLength(1))
    await waitFor(() => expect(navigations).toEqual(['navigateTo /pages/order/form/info?id=77']))
  })

  test('feedback: too short is said under the text; then sent with type and contact, and thanked', async () => {
    answer('/api/system/api/opinion', ok({ id: 4 }))
    render(<FeedbackPage />)
    fireEvent.changeText(hostOf(byTid('feedback-content')), 'abc')
    tapTid('feedback-submit')
    await waitFor(() => expect(within(byTid('feedback-error-content')).getByText('Write at least 5 characters')).toBeTruthy())
    expect(sent('POST', '/api/system/api/opinion')).toHaveLength(0)
    tapTid('feedback-type-bug')
    fireEvent.changeText(hostOf(byTid('feedback-content')), 'The cart forgets my coupon')
    fireEvent.changeText(hostOf(byTid('feedback-contact')), 'li@example.com')
    tapTid('feedback-submit')
    await waitFor(() => expect(queryTid('feedback-sent')).not.toBeNull())
    expect(bodyOf(sent('POST', '/api/system/api/opinion')[0])).toEqual({ type: 'bug', content: 'The cart forgets my coupon', contact: 'li@example.com' })
    expect(toasts).toContain('Thank you! The reply will arrive in your messages.')
  })

  test('the desk answers an open feedback', async () => {
    useSessionStore.getState().setUser({ userId: 2, nickname: 'Staff', merchant: false, roles: ['staff'] } as never)
    const item = {
      id: 1,
      type: 'suggestion',
      content: 'Dark mode please',
      contact: '',
      images: [],
      userId: 9,
      sender: 'Li Lei',
      state: 'open',
      answer: '',
      createTime: '2026-11-20T10:00:00.000Z',
      answerTime: null,
    }
    answer('/api/platform/api/feedback/list', page([item]))
    answer('/api/platform/api/feedback/1/answer', ok({ ...item, state: 'answered', answer: 'Planned', answerTime: '2026-11-21T10:00:00.000Z' }))
    render(<DeskPage />)
    await waitFor(() => expect(within(byTid('feedback-content-1')).getByText('Dark mode please')).toBeTruthy())
    fireEvent.changeText(hostOf(byTid('feedback-answer-input-1')), 'Planned')
    tapTid('feedback-answer-send-1')
    await waitFor(() => expect(sent('POST', '/api/platform/api/feedback/1/answer')).toHaveLength(1))
    expect(bodyOf(sent('POST', '/api/platform/api/feedback/1/answer')[0])).toEqual({ answer: 'Planned' })
    await waitFor(() => expect(toasts).toContain('Reply sent'))
    expect(screen.getByText('Li Lei')).toBeTruthy()
  })
})
