import { create } from 'zustand'

/** The dialling code chosen on the country picker (default 86), shared by the account forms. */
export const useCountryArea = create<{ area: string; setArea(a: string): void }>()((set) => ({ area: '86', setArea: (area) => set({ area }) }))
