// H5: no host share menu (the link is copied instead).
export function useShareMenu(_code: string, _title: string) {}
