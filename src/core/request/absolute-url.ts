import { fileUrl } from './client'

/** A hosted page of the server (a gateway's pay page, an e-sign page) as an absolute URL the web page can open (mini-programs, RN: the API's origin). */
export const absoluteUrl = (u: string) => fileUrl(u)
