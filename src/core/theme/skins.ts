import type { Skin } from '~types/constants'

/** The 13 skins of spec section 3: a primary colour and a gradient each. */
export const SKIN_COLOURS: Record<Skin, { primary: string; from: string; to: string }> = {
  red: { primary: '#e93b3d', from: '#ff6034', to: '#ee0a24' },
  orange: { primary: '#ff7a00', from: '#ffa12b', to: '#ff6a00' },
  orange_light_1: { primary: '#ff9f43', from: '#ffc371', to: '#ff9f43' },
  green: { primary: '#07c160', from: '#3ddc84', to: '#07a14f' },
  gold: { primary: '#c8a25c', from: '#e6c88a', to: '#b8893e' },
  blue: { primary: '#1989fa', from: '#4facfe', to: '#1677ff' },
  green_light_1: { primary: '#2bc48a', from: '#64e3b0', to: '#1faa75' },
  blue_light_1: { primary: '#4aa3ff', from: '#7cc0ff', to: '#3a8ef6' },
  black_light_1: { primary: '#333333', from: '#555555', to: '#1f1f1f' },
  pink_light_1: { primary: '#ff5c8d', from: '#ff8fb1', to: '#f2477a' },
  green_light_2: { primary: '#52c41a', from: '#95de64', to: '#389e0d' },
  purple: { primary: '#8e44ad', from: '#b06fd3', to: '#722ed1' },
  brown: { primary: '#a0522d', from: '#c27c4f', to: '#8b4513' },
}

export function skinOf(key: string | null | undefined): Skin {
  return key && key in SKIN_COLOURS ? (key as Skin) : 'red'
}

/** CSS variables of a skin: ours plus NutUI's theme variables. */
export function skinVars(skin: Skin): Record<string, string> {
  const c = SKIN_COLOURS[skin]
  const gradient = `linear-gradient(135deg, ${c.from} 0%, ${c.to} 100%)`
  return {
    '--app-primary': c.primary,
    '--app-gradient': gradient,
    '--nutui-color-primary': c.primary,
    '--nutui-color-primary-stop-1': c.from,
    '--nutui-color-primary-stop-2': c.to,
    '--nutui-button-primary-background-color': gradient,
    '--nutui-button-primary-border-color': c.primary,
    '--nutui-tabs-titles-item-active-color': c.primary,
    '--nutui-checkbox-icon-color': c.primary,
  }
}

/**
 * A skin as inline style objects, for platforms without CSS variables (React Native): shared styles
 * carry the red default, `*.h5.scss` re-colour them through the variables above on web engines.
 */
export function skinStyles(skin: Skin) {
  const c = SKIN_COLOURS[skin]
  return {
    text: { color: c.primary },
    fill: { backgroundColor: c.primary, borderColor: c.primary },
    border: { borderColor: c.primary },
    underline: { borderBottomColor: c.primary },
    header: { backgroundColor: c.to },
  }
}
