/** H5 twin of device-languages.ts: the browser's preferred languages, best first. */
export function deviceLanguages(): string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? [...navigator.languages] : navigator.language ? [navigator.language] : []
}
