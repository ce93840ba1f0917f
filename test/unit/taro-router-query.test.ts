// The H5 build gives Taro's router src/core/navigation/taro-router-query.h5.ts for query-string
// (config/index.ts): its parse must answer what query-string's does, for the router's call (`decode: false`)
// on any query, and with decoding on well-formed ones. Compared on fixed cases and random queries.
import queryString from 'query-string'
import { parse } from '@/core/navigation/taro-router-query.h5'

// the same keys in the same order, the same values, and no prototype either
const view = (o: Record<string, unknown>) => ({ proto: Object.getPrototypeOf(o), entries: Object.entries(o) })

const FIXED = [
  '',
  '?',
  '#',
  '&',
  '&&&',
  '?&',
  '  ?a=1  ',
  '?a=1&b=2',
  'b=2&a=1',
  '?a',
  'a&b',
  'a=',
  '=x',
  '==',
  'a==b',
  'a=b=c',
  'a=1&a=2',
  'a=1&a&a=3',
  'a&a',
  '?id=12&stamp=3&url=%2Fpages%2Ftabbar%2Findex',
  'q=%E8%8C%B6&x=a+b',
  'q=%E0%A4%A&x=%',
  '#/pages/x?y=1',
  '??a=1',
  '?#a',
  '10=a&2=b&b=c&a=d&1=e',
  '__proto__=1&constructor=2&toString',
  'a=1&&b=2&',
  'k=1&K=2',
  'keyword=tea&page=1&sort=price&sort=sales',
  'a[]=1&a[]=2',
  'a.b=1',
  'x=%20y',
  'scene=abc%26def',
]

test("decode: false (the router's call): the same as query-string on fixed queries", () => {
  for (const q of FIXED) expect([q, view(parse(q, { decode: false }))]).toEqual([q, view(queryString.parse(q, { decode: false }))])
})

test('decode: false: the same as query-string on 3000 random queries', () => {
  const alphabet = ['a', 'b', 'c', '1', '2', '10', '&', '&', '=', '=', '?', '#', '+', '%', '%2F', '%E8%8C%B6', ' ', '茶', '[]', '.', '__proto__']
  let seed = 12345
  const rnd = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed % n
  }
  for (let i = 0; i < 3000; i++) {
    let q = ''
    for (let j = rnd(14); j > 0; j--) q += alphabet[rnd(alphabet.length)]
    expect([q, view(parse(q, { decode: false }))]).toEqual([q, view(queryString.parse(q, { decode: false }))])
  }
})

test('with decoding (no caller in the build): the same as query-string on well-formed queries', () => {
  for (const q of FIXED.filter((f) => !f.includes('%E0%A4%A') && !/%(?![0-9A-F]{2})/i.test(f)))
    expect([q, view(parse(q))]).toEqual([q, view(queryString.parse(q))])
})

test('not a string: an empty object without prototype', () => {
  expect(view(parse(undefined))).toEqual(view(queryString.parse(undefined as unknown as string)))
})
