/** Form-encode an object the way the client does (arrays and objects as JSON text). */
export function form(data: Record<string, unknown>) {
  const p = new URLSearchParams()
  for (const [k, v] of Object.entries(data)) {
    if (v === undefined || v === null) continue
    p.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v))
  }
  return { payload: p.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }
}
