import { act, fireEvent, type ReactTestInstance } from '@testing-library/react-native'

/**
 * A tap as a finger makes it on Taro RN: its clickable View listens through a PanResponder
 * (grant, then release within 350 ms without moving), not through `onPress`, so the testing
 * library's `press` would not reach it. This drives the responder events the device sends.
 */
export function tap(el: ReactTestInstance) {
  const touchHistory = { numberActiveTouches: 0, indexOfSingleActiveTouch: 0, mostRecentTimeStamp: 0, touchBank: [] }
  const ev = (timestamp: number) => ({ nativeEvent: { timestamp, pageX: 1, pageY: 1, touches: [], changedTouches: [] }, touchHistory })
  act(() => {
    fireEvent(el, 'responderGrant', ev(1000))
    fireEvent(el, 'responderRelease', ev(1050))
  })
}
