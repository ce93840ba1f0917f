/**
 * The join steps on React Native: the page entries of the shared src resolved like the RN build with a fake API
 * (test/taro.ts `answer`). The start page without an application offers to start; the type starts the draft; the
 * state page shows a rejection's reason and "resubmit". No text outside a Text anywhere.
 */
import { act, render, screen, waitFor } from '@testing-library/react-native'
import { answer, navigations, resetAnswers } from './taro'
import { ok, bodyOf, sent, byTid, tapTid, expectNoLooseText } from './screen-helpers'
import JoinIndexPage from '@/pages/store/join/index'
import JoinTypePage from '@/pages/store/join/type'
import JoinSuccessPage from '@/pages/store/join/success'
import { setLocale } from '@/core/i18n'
import { nav } from '@/core/navigation'
import { useSessionStore } from '@/core/stores'
import { clearQueries } from '@/core/data'

const app = (extra = {}) => ({
  id: 5,
  state: 'draft',
  form: { shopKind: 'retail', shopName: 'Flowers' },
  regionPath: [],
  bankName: '',
  branchName: '',
  agentName: null,
  reason: null,
  shopId: null,
  createTime: '2026-11-27T09:00:00.000Z',
  submitTime: null,
  decideTime: null,
  ...extra,
})

beforeEach(async () => {
  resetAnswers()
  nav.reset()
  clearQueries()
  useSessionStore.getState().logout()
  useSessionStore.getState().setToken('tok')
  await act(() => setLocale('en'))
})

describe('the join steps on React Native', () => {
  afterEach(expectNoLooseText)

  test('no application yet: start, then the type starts the draft', async () => {
    answer('/api/customer/api/onboard/shop', ok(null))
    render(<JoinIndexPage />)
    await waitFor(() => expect(byTid('join-start')).toBeTruthy())
    tapTid('join-start')
    await waitFor(() => expect(navigations.some((n) => n.includes('store/join/type'))).toBe(true))
    screen.unmount()
    answer('/api/customer/api/onboard/shop', ok(app({ form: { shopKind: 'service' } })))
    render(<JoinTypePage />)
    await waitFor(() => expect(byTid('join-type-service')).toBeTruthy())
    tapTid('join-type-service')
    await waitFor(() => expect(sent('PUT', '/api/customer/api/onboard/shop')).toHaveLength(1))
    expect(bodyOf(sent('PUT', '/api/customer/api/onboard/shop')[0])).toEqual({ shopKind: 'service' })
  })

  test('rejected: the reason and "resubmit" to the form', async () => {
    answer('/api/customer/api/onboard/shop', ok(app({ state: 'rejected', reason: 'licence blurred' })))
    render(<JoinSuccessPage />)
    await waitFor(() => expect(screen.getByText('Reason: licence blurred')).toBeTruthy())
    expect(screen.getByText('Store application failed, resubmit.')).toBeTruthy()
    tapTid('join-resubmit')
    await waitFor(() => expect(navigations.some((n) => n.includes('store/join/join'))).toBe(true))
  })
})
