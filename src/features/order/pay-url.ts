import { fileUrl } from '@/core/request'

/** The hosted pay page as an absolute URL the web page can open (mini-programs, RN: the API's origin). */
export const absoluteUrl = (u: string) => fileUrl(u)
