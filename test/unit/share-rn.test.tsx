import { act, fireEvent, render, screen } from '@testing-library/react'
import { setLocale } from '@/core/i18n'

// React Native's Share API (the RN twin's only native call), stubbed: jsdom has no react-native
const mockShare = jest.fn(async (_c: object, _o?: object) => ({ action: 'sharedAction' }))
jest.mock('react-native', () => ({ Share: { share: (c: object, o?: object) => mockShare(c, o) } }), { virtual: true })

import { ShareButton, shareLink } from '@/features/product/share-button.rn'

beforeEach(() => {
  setLocale('en')
  mockShare.mockClear()
})

test('RN share: the system share sheet gets the title and the product page H5 link', async () => {
  render(<ShareButton title='Green tea' page='classify/goods/info/index' params={{ id: 42 }} />)
  await act(async () => {
    fireEvent.click(screen.getByTestId('share'))
  })
  expect(mockShare).toHaveBeenCalledTimes(1)
  const [content, options] = mockShare.mock.calls[0] as [{ title: string; message: string; url: string }, { dialogTitle: string }]
  expect(content.title).toBe('Green tea')
  expect(content.url).toBe(shareLink('classify/goods/info/index', { id: 42 }))
  expect(content.url).toMatch(/classify\/goods\/info\/index\?id=42$/)
  expect(content.message).toContain(content.url)
  expect(options.dialogTitle).toBe('Share')
})
