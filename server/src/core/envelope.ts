/** Success envelope `{code: 200, msg, ok: true, data}`. */
export function ok<T>(data: T, msg = 'ok') {
  return { code: 200, msg, ok: true as const, data }
}

/** Page envelope `{code: 200, msg, ok: true, rows, total}`. */
export function page<T>(rows: T[], total: number, msg = 'ok') {
  return { code: 200, msg, ok: true as const, rows, total }
}

/** Offset from a 1-based page number. */
export function paging(q: { pageNum?: number; pageSize?: number }) {
  const pageSize = Math.min(Math.max(q.pageSize ?? 10, 1), 100)
  const pageNum = Math.max(q.pageNum ?? 1, 1)
  return { limit: pageSize, offset: (pageNum - 1) * pageSize }
}
