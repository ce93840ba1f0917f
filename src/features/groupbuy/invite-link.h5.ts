// A group's invitation links on H5: this document's own address with the page in its hash.
import { pageUrl } from '@/core/navigation'

export const invitePath = (groupId: number) => pageUrl('spellGroup/invitation/index', { groupId }).replace(/^\//, '')

/** `<origin><path>#/pages/spellGroup/invitation/index?groupId=...`, where this app is served. */
export const inviteLink = (groupId: number) => `${window.location.origin}${window.location.pathname}#${pageUrl('spellGroup/invitation/index', { groupId })}`
