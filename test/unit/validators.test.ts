import * as v from '@/core/validators'

const bad = (c: v.Check) => (c.ok ? null : c.key)

test('login password: 6-12 letters and digits', () => {
  expect(v.loginPassword('abc123').ok).toBe(true)
  expect(v.loginPassword('abcdefghij12').ok).toBe(true)
  expect(bad(v.loginPassword('abc12'))).toBe('passwordRule')
  expect(bad(v.loginPassword('abcdefghij123'))).toBe('passwordRule')
  expect(bad(v.loginPassword('abc 123'))).toBe('passwordRule')
  expect(bad(v.loginPassword(''))).toBe('passwordRequired')
})

test('payment password: exactly 6 digits', () => {
  expect(v.payPassword('123456').ok).toBe(true)
  expect(v.payPassword('12345').ok).toBe(false)
  expect(v.payPassword('12345a').ok).toBe(false)
})

test('nickname: 4-20 Chinese, English or digits', () => {
  expect(v.nickname('小明同学').ok).toBe(true)
  expect(v.nickname('abc1').ok).toBe(true)
  expect(v.nickname('abc').ok).toBe(false)
  expect(v.nickname('a'.repeat(21)).ok).toBe(false)
  expect(v.nickname('ab_cd').ok).toBe(false)
})

test('passwords match, agreement, 6-digit code, phone', () => {
  expect(bad(v.passwordsMatch('a', 'b'))).toBe('passwordMismatch')
  expect(v.passwordsMatch('a', 'a').ok).toBe(true)
  expect(bad(v.agreementAccepted(false))).toBe('agreementRequired')
  expect(v.smsCode('123456').ok).toBe(true)
  expect(v.smsCode('12345').ok).toBe(false)
  expect(v.phone('13800138000').ok).toBe(true)
  expect(v.phone('12800138000').ok).toBe(false)
  expect(v.phone('9171234567', '63').ok).toBe(true)
  expect(bad(v.phone(''))).toBe('phoneRequired')
})

test('refund: reason required, text ≤100, ≤3 images of jpg/jpeg/png', () => {
  expect(bad(v.refund({}))).toBe('refundReasonRequired')
  expect(bad(v.refund({ reason: 'x', description: 'a'.repeat(101) }))).toBe('refundTextTooLong')
  expect(bad(v.refund({ reason: 'x', images: ['a.jpg', 'b.png', 'c.jpeg', 'd.jpg'] }))).toBe('tooManyImages')
  expect(bad(v.refund({ reason: 'x', images: ['a.gif'] }))).toBe('imageTypeRule')
  expect(v.refund({ reason: 'x', description: 'a'.repeat(100), images: ['a.JPG?x=1'] }).ok).toBe(true)
})

test('limits: booking remark 20, textarea 140, album 9, subscription step 10', () => {
  expect(v.bookingRemark('a'.repeat(20)).ok).toBe(true)
  expect(v.bookingRemark('a'.repeat(21)).ok).toBe(false)
  expect(v.textarea('a'.repeat(141)).ok).toBe(false)
  expect(v.album(9).ok).toBe(true)
  expect(v.album(10).ok).toBe(false)
  expect(v.subscription(20, 50).ok).toBe(true)
  expect(bad(v.subscription(15, 50))).toBe('subscriptionStep')
  expect(bad(v.subscription(60, 50))).toBe('subscriptionLimit')
})

test('shop images: png/jpeg/gif under 5 MB and at least 800 px', () => {
  expect(v.shopImage({ name: 'a.png', size: 1000, width: 800, height: 800 }).ok).toBe(true)
  expect(bad(v.shopImage({ name: 'a.webp', size: 1000, width: 800, height: 800 }))).toBe('imageTypeRule')
  expect(bad(v.shopImage({ name: 'a.png', size: 5 * 1024 * 1024, width: 800, height: 800 }))).toBe('fileTooLarge')
  expect(bad(v.shopImage({ name: 'a.png', size: 1, width: 799, height: 900 }))).toBe('imageTooSmall')
})

test('generic uploads: kind, size, count, required', () => {
  const o = { kind: 'image' as const, maxBytes: 1024, maxFiles: 2 }
  expect(v.upload([{ name: 'a.webp', size: 10 }], o).ok).toBe(true)
  expect(bad(v.upload([{ name: 'a.mp4', size: 10 }], o))).toBe('wrongType')
  expect(bad(v.upload([{ name: 'a.png', size: 2048 }], o))).toBe('sizeExceeded')
  expect(
    bad(
      v.upload(
        [
          { name: 'a.png', size: 1 },
          { name: 'b.png', size: 1 },
          { name: 'c.png', size: 1 },
        ],
        o,
      ),
    ),
  ).toBe('maxFiles')
  expect(bad(v.upload([], { ...o, required: true }))).toBe('fileRequired')
  expect(v.upload([{ name: 'clip.mkv', size: 1 }], { kind: 'video', maxBytes: 10, maxFiles: 1 }).ok).toBe(true)
})
