// A group's invitation links (mini-programs and React Native; H5 takes invite-link.h5.ts).
import { pageUrl } from '@/core/navigation'
import { apiBase } from '@/core/request'

/** The mini-program path a friend opens: `pages/spellGroup/invitation/index?groupId=...` (the share menu's path). */
export const invitePath = (groupId: number) => pageUrl('spellGroup/invitation/index', { groupId }).replace(/^\//, '')

/** The H5 address of the invitation on the API's origin (the server serves the H5 build; hash routing), else the path. */
export function inviteLink(groupId: number): string {
  const m = /^(https?:\/\/[^/]+)/.exec(apiBase())
  return m ? `${m[1]}/#${pageUrl('spellGroup/invitation/index', { groupId })}` : invitePath(groupId)
}
