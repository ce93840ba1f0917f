/** React Native: no windowing here (pages of 10 on a native scroll view); every block is rendered. */
export const BLOCK = 20
export function useVirtualBlocks(count: number, _enabled: boolean, _layout: string) {
  return { blockClass: 'vb', blocks: Math.ceil(count / BLOCK), isShown: (_i: number) => true, height: (_i: number) => 0 }
}
