import { fileUrl } from './client'

/** H5: a same-origin path becomes absolute on the page's origin (the web page takes http(s) URLs only). */
export const absoluteUrl = (u: string) => {
  const f = fileUrl(u)
  return /^https?:\/\//.test(f) ? f : `${window.location.origin}${f}`
}
