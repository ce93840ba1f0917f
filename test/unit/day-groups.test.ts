import dayjs from 'dayjs'
import { dayLabel, groupByDay } from '@/features/collect/day-groups'

// times built in the device's zone, so the test holds in any TZ
const at = (d: dayjs.Dayjs) => ({ viewedAt: d.toISOString() })
const now = dayjs('2026-11-20T15:00:00')
const words = { today: 'Today', yesterday: 'Yesterday' }
const en = { sameYear: 'dddd, MMMM D', otherYear: 'MMMM D, YYYY' }

test('rows are grouped by their local day, in the order they came', () => {
  const rows = [
    at(now.hour(9)),
    at(now.startOf('day')),
    at(now.subtract(1, 'day').hour(23).minute(59)),
    at(now.subtract(1, 'day').hour(0)),
    at(now.subtract(40, 'day')),
  ]
  const groups = groupByDay(rows)
  expect(groups.map((g) => [g.day, g.rows.length])).toEqual([
    ['2026-11-20', 2],
    ['2026-11-19', 2],
    [now.subtract(40, 'day').format('YYYY-MM-DD'), 1],
  ])
  expect(groups[0].rows[0]).toBe(rows[0])
})

test('a UTC time just after midnight UTC belongs to the local day it falls on', () => {
  const iso = '2026-11-20T00:30:00.000Z'
  expect(groupByDay([{ viewedAt: iso }])[0].day).toBe(dayjs(iso).format('YYYY-MM-DD'))
})

test('headings: today, yesterday, then dates in the language, with the year only for other years', () => {
  expect(dayLabel('2026-11-20', 'en', words, en, now)).toBe('Today')
  expect(dayLabel('2026-11-19', 'en', words, en, now)).toBe('Yesterday')
  expect(dayLabel('2026-11-18', 'en', words, en, now)).toBe('Wednesday, November 18')
  expect(dayLabel('2025-03-02', 'en', words, en, now)).toBe('March 2, 2025')
  expect(dayLabel('2026-11-18', 'zh_CN', words, { sameYear: 'M月D日 dddd', otherYear: 'YYYY年M月D日' }, now)).toBe('11月18日 星期三')
  expect(dayLabel('2026-11-18', 'ja', words, { sameYear: 'M月D日（ddd）', otherYear: 'YYYY年M月D日' }, now)).toBe('11月18日（水）')
  expect(dayLabel('2026-11-18', 'ko', words, { sameYear: 'M월 D일 dddd', otherYear: 'YYYY년 M월 D일' }, now)).toBe('11월 18일 수요일')
  expect(dayLabel('2026-11-18', 'fil', words, en, now)).toBe('Miyerkules, Nobyembre 18')
})
