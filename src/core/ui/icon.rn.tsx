import { SvgXml } from 'react-native-svg'
import type { IconProps } from './icon'

export type { IconProps } from './icon'

/** React Native: the same SVG document drawn by react-native-svg. */
export function Icon({ svg, size = 24, 'data-testid': testId }: IconProps) {
  return <SvgXml xml={svg} width={size} height={size} testID={testId} />
}
