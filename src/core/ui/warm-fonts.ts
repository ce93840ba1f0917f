/**
 * Mini-programs and React Native: nothing to do (their text is laid out natively). H5 takes
 * warm-fonts.h5.ts: the browser's fonts for each text size of the loaded stylesheets, made ready at idle.
 */
export function warmFonts(): () => void {
  return () => undefined
}
