// React Native: no host share menu (the link is copied and the poster saved instead).
export function useShareMenu(_code: string, _title: string) {}
