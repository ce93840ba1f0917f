import type { LayoutComponent } from '~types/system'

/**
 * How many cards each products block of the home layout renders first. Mini-programs and React Native:
 * no limit (null: every card at once). H5 takes first-screen.h5.ts (the first screen's cards only).
 */
export function firstScreenCards(_components: LayoutComponent[], _rows: (id: string) => number | undefined): Record<string, number> | null {
  return null
}

/** The height of the box standing for `hidden` cards not rendered yet (H5: first-screen.h5.ts). */
export const restHeight = (_hidden: number): string => '0px'
