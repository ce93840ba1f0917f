/**
 * H5 build only: stands in for `query-string` where Taro's router imports it (config/index.ts swaps the
 * module for `@tarojs/router/dist/router/page.js`, the router's one user of it in hash mode). The router
 * calls `queryString.parse(search, { decode: false })` for a page's query; query-string with its
 * decode-uri-component, split-on-first and filter-obj cost ~2.3 KB brotli in the entry for that call.
 *
 * query-string 9's `parse` with its default options (arrayFormat 'none', sort, no number/boolean parsing):
 * one leading `?`, `#` or `&` dropped after trimming; empty parameters skipped; key and value split at the
 * first `=`, a parameter without `=` has the value null; a repeated key collects its values in an array
 * (in order); keys sorted; an object without prototype. `decode: false` (the router's call) leaves keys
 * and values as written; otherwise `+` is a space and each part is URI-decoded (a malformed part stays as
 * written: query-string's decode-uri-component decodes what it can of it; the router never asks for that).
 * test/unit/taro-router-query.test.ts compares both on many queries.
 */
type Value = string | null | Array<string | null>
export type ParsedQuery = Record<string, Value>

const decodePart = (s: string) => {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

export function parse(query: unknown, options: { decode?: boolean } = {}): ParsedQuery {
  const decode = options.decode !== false
  const out: ParsedQuery = Object.create(null)
  if (typeof query !== 'string') return out
  for (const param of query
    .trim()
    .replace(/^[?#&]/, '')
    .split('&')) {
    if (!param) continue
    const p = decode ? param.replace(/\+/g, ' ') : param
    const at = p.indexOf('=')
    let key = at < 0 ? p : p.slice(0, at)
    let value: string | null = at < 0 ? null : p.slice(at + 1)
    if (decode) {
      key = decodePart(key)
      if (value !== null) value = decodePart(value)
    }
    const prev = out[key]
    if (prev === undefined) out[key] = value
    else if (Array.isArray(prev)) prev.push(value)
    else out[key] = [prev, value]
  }
  const sorted: ParsedQuery = Object.create(null)
  for (const key of Object.keys(out).sort()) sorted[key] = out[key]
  return sorted
}

export default { parse }
