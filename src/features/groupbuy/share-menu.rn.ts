// React Native: no host share menu (the link is copied instead).
export function useInviteMenu(_groupId: number, _title: string) {}
