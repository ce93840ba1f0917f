import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import 'dayjs/locale/zh-tw'
import 'dayjs/locale/ja'
import 'dayjs/locale/ko'
import 'dayjs/locale/tl-ph'
import type { Locale } from '~types/constants'

/** Our language codes -> dayjs locale names (month and weekday names). */
const DAYJS_LOCALE: Record<Locale, string> = { zh_CN: 'zh-cn', zh_TW: 'zh-tw', en: 'en', ja: 'ja', ko: 'ko', fil: 'tl-ph' }

interface DayGroup<R> {
  /** the local calendar day, `YYYY-MM-DD` */
  day: string
  rows: R[]
}

/**
 * Rows (newest first, each with an ISO `viewedAt` in UTC) grouped by the day they fall on in the
 * device's time zone, in the order they came.
 */
export function groupByDay<R extends { viewedAt: string }>(rows: readonly R[]): Array<DayGroup<R>> {
  const groups: Array<DayGroup<R>> = []
  for (const r of rows) {
    const day = dayjs(r.viewedAt).format('YYYY-MM-DD')
    const last = groups[groups.length - 1]
    if (last && last.day === day) last.rows.push(r)
    else {
      const earlier = groups.find((g) => g.day === day)
      if (earlier) earlier.rows.push(r)
      else groups.push({ day, rows: [r] })
    }
  }
  return groups
}

type DayWord = 'today' | 'yesterday'

/**
 * The heading of a day: "today", "yesterday" (words from the caller's texts), else the date in the
 * language's own format (`formats.sameYear` / `formats.otherYear`, dayjs tokens from the texts).
 */
export function dayLabel(day: string, lng: Locale, words: Record<DayWord, string>, formats: { sameYear: string; otherYear: string }, now = dayjs()): string {
  const d = dayjs(day)
  const today = now.startOf('day')
  if (d.isSame(today, 'day')) return words.today
  if (d.isSame(today.subtract(1, 'day'), 'day')) return words.yesterday
  return d.locale(DAYJS_LOCALE[lng] ?? 'en').format(d.year() === today.year() ? formats.sameYear : formats.otherYear)
}
