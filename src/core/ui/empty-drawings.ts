/**
 * H5: the empty-state pictures (the same drawings as scripts/gen-empty.mjs's PNGs) as inline SVG data, part of
 * the app's code, not files on the server: an error or "no network" state shows its picture without a request.
 * Loaded by empty-pictures.h5.ts in a small chunk of its own when the browser is idle after the first screen.
 */
const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160"><ellipse cx="80" cy="138" rx="56" ry="8" fill="#eef0f4"/>${body}</svg>`)}`

export const EMPTY_DRAWINGS = {
  // an open, empty box
  empty: svg(
    '<path d="M34 62h92l-6 66H40z" fill="#d5d9e0"/><path d="M44 72h72l-4 48H48z" fill="#eef0f4"/><path d="M34 62l26-22 26 22zM74 62l26-22 26 22z" fill="#aab0bb" opacity=".6"/><path d="M62 96h36" stroke="#aab0bb" stroke-width="5" stroke-linecap="round"/>',
  ),
  // a sheet with a warning mark
  error: svg(
    '<rect x="44" y="24" width="72" height="108" rx="8" fill="#d5d9e0"/><rect x="52" y="32" width="56" height="92" rx="5" fill="#eef0f4"/><path d="M62 46h36M62 58h26" stroke="#d5d9e0" stroke-width="4" stroke-linecap="round"/><circle cx="80" cy="94" r="20" fill="#f2a3a4"/><path d="M80 84v12" stroke="#fff" stroke-width="5" stroke-linecap="round"/><circle cx="80" cy="104" r="3" fill="#fff"/>',
  ),
  // a cloud with a broken link
  network: svg(
    '<g fill="#d5d9e0"><circle cx="58" cy="86" r="22"/><circle cx="84" cy="72" r="28"/><circle cx="108" cy="90" r="18"/><rect x="40" y="88" width="84" height="20" rx="10"/></g><g fill="#eef0f4"><circle cx="58" cy="86" r="15"/><circle cx="84" cy="74" r="21"/><circle cx="108" cy="92" r="11"/><rect x="47" y="92" width="70" height="9" rx="4"/></g><path d="M48 124l64-72" stroke="#aab0bb" stroke-width="6" stroke-linecap="round"/>',
  ),
  // an hourglass: not available yet
  soon: svg(
    '<rect x="46" y="22" width="68" height="10" rx="4" fill="#aab0bb"/><rect x="46" y="120" width="68" height="10" rx="4" fill="#aab0bb"/><path d="M54 32h52l-22 44 22 44H54l22-44z" fill="#d5d9e0"/><path d="M66 44h28l-12 24h-4z" fill="#eef0f4"/><path d="M80 92l18 22H62z" fill="#f2c48d"/><path d="M80 76v28" stroke="#f2c48d" stroke-width="3"/>',
  ),
}
