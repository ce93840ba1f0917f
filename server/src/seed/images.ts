import fs from 'node:fs'
import path from 'node:path'
import type { Config } from '../config.js'

/**
 * Demo pictures: one SVG drawing per kind of thing (a cup, a croissant, a shirt...) in the thing's
 * colour, on a soft background chosen by the seed. They are stored as SVG masters
 * (`uploads/public/<tenant>/demo/<name>.svg`, a few hundred bytes each, written in microseconds) and
 * served as sized WebP by the image endpoint (`plugins/images.ts`), which rasterises them with sharp.
 */
export type Kind =
  | 'cup'
  | 'mug'
  | 'glass'
  | 'bottle'
  | 'carton'
  | 'can'
  | 'fruit'
  | 'berries'
  | 'strawberry'
  | 'pineapple'
  | 'melon'
  | 'durian'
  | 'broccoli'
  | 'yam'
  | 'croissant'
  | 'bread'
  | 'cake'
  | 'muffin'
  | 'roll'
  | 'beans'
  | 'leaf'
  | 'teapot'
  | 'teacups'
  | 'tray'
  | 'sack'
  | 'box'
  | 'chocolate'
  | 'chips'
  | 'jar'
  | 'tube'
  | 'dropper'
  | 'mask'
  | 'balm'
  | 'shirt'
  | 'hoodie'
  | 'jacket'
  | 'trousers'
  | 'dress'
  | 'scarf'
  | 'tote'
  | 'shoe'
  | 'boot'
  | 'phone'
  | 'earbuds'
  | 'powerbank'
  | 'charger'
  | 'band'
  | 'fan'
  | 'lamp'
  | 'floorlamp'
  | 'dryer'
  | 'toothbrush'
  | 'fryer'
  | 'blender'
  | 'house'
  | 'window'
  | 'ac'
  | 'washer'
  | 'fridge'
  | 'sofa'
  | 'hood'
  | 'spray'
  | 'book'
  | 'notebook'
  | 'pen'
  | 'penbox'
  | 'sticker'
  | 'ball'
  | 'racket'
  | 'dumbbell'
  | 'mat'
  | 'rope'
  | 'knee'
  | 'bed'
  | 'pillow'
  | 'blanket'
  | 'candle'
  | 'towel'
  | 'nightlight'
  | 'star'
  | 'heart'
  | 'spark'
  | 'gift'
  | 'truck'
  | 'coupon'
  | 'store'

/** The older motif names the system seed uses are kinds too. */
export type Motif = Kind

type Rgb = [number, number, number]
const rgb = (h: string): Rgb => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)]
const hex = ([r, g, b]: Rgb) =>
  `#${[r, g, b]
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
const mix = (a: string, b: string, t: number) => hex(rgb(a).map((v, i) => v + (rgb(b)[i] - v) * t) as Rgb)

/** Colours of a drawing: body, its shade, its light, and a second colour for details. */
interface Paint {
  c: string
  d: string
  l: string
  a: string
}

const paint = (c: string, a = '#ffffff'): Paint => ({ c, d: mix(c, '#000000', 0.3), l: mix(c, '#ffffff', 0.45), a })

/** Each drawing fills roughly [12, 88] of a 100 x 100 box, its ground at y = 86. */
const DRAW: Record<Kind, (p: Paint) => string> = {
  cup: ({ c, d, l }) =>
    `<ellipse cx="50" cy="84" rx="36" ry="7" fill="#e9e4dc"/><path d="M24 40h46l-6 40H30z" fill="${c}"/><path d="M70 48c14 0 14 20 -3 22" stroke="${c}" stroke-width="6" fill="none"/><ellipse cx="47" cy="40" rx="23" ry="6" fill="#6b3f22"/><ellipse cx="47" cy="40" rx="15" ry="3" fill="#c89b6d"/><path d="M38 30c-4-6 4-8 0-16M50 30c-4-6 4-8 0-16M62 30c-4-6 4-8 0-16" stroke="${l}" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M30 48h6l-3 26h-2z" fill="${d}" opacity=".25"/>`,
  mug: ({ c, d, l }) =>
    `<rect x="24" y="28" width="42" height="54" rx="6" fill="${c}"/><path d="M66 40h6a10 10 0 0 1 0 22h-6" stroke="${c}" stroke-width="7" fill="none"/><ellipse cx="45" cy="30" rx="21" ry="5" fill="${d}"/><rect x="30" y="40" width="8" height="34" rx="4" fill="${l}" opacity=".6"/>`,
  glass: ({ c, l }) =>
    `<path d="M28 18h44l-5 66H33z" fill="#eef6fb" stroke="#b9d3e3" stroke-width="2"/><path d="M31 44h38l-3 40H34z" fill="${c}"/><path d="M31 44h38l-1 10H32z" fill="${l}"/><rect x="36" y="22" width="5" height="58" fill="#ffffff" opacity=".6"/>`,
  bottle: ({ c, d, l, a }) =>
    `<rect x="42" y="10" width="16" height="10" rx="2" fill="${d}"/><path d="M43 20h14v10l9 10v44a4 4 0 0 1-4 4H38a4 4 0 0 1-4-4V40l9-10z" fill="${c}"/><rect x="34" y="48" width="32" height="22" fill="${a}"/><rect x="38" y="55" width="24" height="3" fill="${d}"/><rect x="38" y="61" width="16" height="3" fill="${d}"/><rect x="38" y="26" width="4" height="20" rx="2" fill="${l}" opacity=".7"/>`,
  carton: ({ c, d, a }) =>
    `<path d="M30 30l10-16h20l10 16z" fill="${d}"/><rect x="30" y="30" width="40" height="56" fill="${a}"/><rect x="30" y="50" width="40" height="26" fill="${c}"/><rect x="44" y="10" width="12" height="6" fill="${d}"/><circle cx="50" cy="63" r="8" fill="${a}"/>`,
  can: ({ c, d, a }) =>
    `<rect x="18" y="30" width="28" height="52" rx="4" fill="${c}"/><rect x="54" y="30" width="28" height="52" rx="4" fill="${c}"/><ellipse cx="32" cy="30" rx="14" ry="4" fill="${d}"/><ellipse cx="68" cy="30" rx="14" ry="4" fill="${d}"/><rect x="18" y="48" width="28" height="14" fill="${a}"/><rect x="54" y="48" width="28" height="14" fill="${a}"/>`,
  fruit: ({ c, d, l }) =>
    `<circle cx="50" cy="56" r="28" fill="${c}"/><circle cx="40" cy="46" r="8" fill="${l}" opacity=".7"/><path d="M50 30q2-10 6-14" stroke="#6b4a2b" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M54 24q14-10 22 0q-12 8-22 0z" fill="#4caf50"/><path d="M30 70a28 28 0 0 0 40 0" stroke="${d}" stroke-width="3" fill="none" opacity=".4"/>`,
  berries: ({ c, l }) =>
    [
      [36, 44],
      [56, 42],
      [46, 58],
      [66, 58],
      [30, 62],
      [52, 74],
      [38, 76],
      [66, 74],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11" fill="${c}"/><circle cx="${x - 3}" cy="${y - 3}" r="3" fill="${l}"/>`)
      .join('') + '<path d="M48 32q2-12 10-16" stroke="#5d8a3a" stroke-width="3" fill="none"/>',
  strawberry: ({ c, l }) =>
    `<path d="M50 86C26 68 22 44 30 36q20-8 40 0c8 8 4 32-20 50z" fill="${c}"/><path d="M32 34q18-16 36 0q-8 6-18 4q-10 2-18-4z" fill="#3f9b3a"/>${[
      [40, 48],
      [54, 46],
      [62, 56],
      [46, 60],
      [36, 58],
      [52, 72],
      [60, 66],
      [44, 72],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="1.6" ry="2.4" fill="${l}"/>`)
      .join('')}`,
  pineapple: ({ c, d }) =>
    `<path d="M50 34l-8-22 8 10 4-14 2 16 10-8-8 18z" fill="#3f9b3a"/><ellipse cx="50" cy="60" rx="20" ry="26" fill="${c}"/><path d="M34 46l32 32M34 62l22 22M38 38l28 28M66 46L34 78M66 62L44 84M62 38L34 66" stroke="${d}" stroke-width="2"/>`,
  melon: ({ c, d }) =>
    `<ellipse cx="50" cy="58" rx="34" ry="26" fill="${c}"/><path d="M26 44q24 14 48 0M20 58q30 12 60 0M26 72q24 10 48 0M50 32v52" stroke="${d}" stroke-width="2" fill="none"/>`,
  durian: ({ c, d }) =>
    `<ellipse cx="50" cy="58" rx="30" ry="26" fill="${c}"/>${Array.from({ length: 18 }, (_, i) => {
      const a = (i / 18) * Math.PI * 2
      const x = 50 + Math.cos(a) * 30
      const y = 58 + Math.sin(a) * 26
      return `<path d="M${x - 4} ${y}L${50 + Math.cos(a) * 37} ${58 + Math.sin(a) * 33}L${x + 4} ${y}z" fill="${d}"/>`
    }).join('')}<path d="M50 32v-14" stroke="#6b4a2b" stroke-width="4"/>`,
  broccoli: ({ c, d }) =>
    `<path d="M44 54h12l4 32H40z" fill="#a6d388"/>${[
      [36, 44, 14],
      [52, 36, 16],
      [66, 46, 13],
      [46, 52, 12],
      [60, 56, 10],
    ]
      .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/><circle cx="${x + 3}" cy="${y - 3}" r="${r / 3}" fill="${d}"/>`)
      .join('')}`,
  yam: ({ c, d }) =>
    `<rect x="16" y="40" width="70" height="12" rx="6" fill="${c}" transform="rotate(-20 50 46)"/><rect x="14" y="56" width="72" height="12" rx="6" fill="${d}" transform="rotate(-12 50 62)"/>`,
  croissant: ({ c, d, l }) =>
    `<path d="M14 66Q20 34 50 32Q80 34 86 66Q72 60 64 66Q56 56 50 58Q44 56 36 66Q28 60 14 66z" fill="${c}"/><path d="M36 66Q40 46 50 44M64 66Q60 46 50 44M26 62Q30 44 42 38M74 62Q70 44 58 38" stroke="${d}" stroke-width="2.5" fill="none"/><path d="M40 40q10-4 20 0" stroke="${l}" stroke-width="3" fill="none"/>`,
  bread: ({ c, d, l }) =>
    `<path d="M14 74V52q0-22 36-22t36 22v22z" fill="${c}"/><path d="M30 44l8 8M46 40l8 8M62 44l8 8" stroke="${d}" stroke-width="3"/><rect x="14" y="70" width="72" height="6" fill="${d}"/><path d="M22 46q10-10 26-12" stroke="${l}" stroke-width="3" fill="none"/>`,
  cake: ({ c, d, a }) =>
    `<path d="M16 80V48l68-14v46z" fill="${a}"/><path d="M16 48l68-14v12L16 60z" fill="${c}"/><path d="M16 66l68-12v8L16 74z" fill="${d}"/><path d="M16 48L84 34 66 26 16 42z" fill="${d}"/><circle cx="60" cy="28" r="5" fill="#d62839"/>`,
  muffin: ({ c, d, a }) =>
    `<path d="M28 56h44l-6 30H34z" fill="${a}"/><path d="M32 58l2 26M42 58l1 26M50 58v26M58 58l-1 26M68 58l-2 26" stroke="${mix(a, '#000000', 0.2)}" stroke-width="2"/><path d="M22 58q0-30 28-30t28 30z" fill="${c}"/><circle cx="40" cy="44" r="4" fill="${d}"/><circle cx="56" cy="38" r="4" fill="${d}"/><circle cx="62" cy="50" r="4" fill="${d}"/><circle cx="46" cy="52" r="3" fill="${d}"/>`,
  roll: ({ c, d }) =>
    `<circle cx="50" cy="58" r="28" fill="${c}"/><path d="M50 58m0-4a4 4 0 1 1-4 4a8 8 0 1 1 8 8a12 12 0 1 1-12-12a16 16 0 1 1 16 16a20 20 0 1 1-20-20" stroke="${d}" stroke-width="3" fill="none"/><path d="M28 40q10 6 16-2q8 6 14-2q8 6 14 2" stroke="#ffffff" stroke-width="4" fill="none"/>`,
  beans: ({ c, d }) =>
    `<path d="M26 30h48l4 56H22z" fill="${c}"/><path d="M26 30l6-10h36l6 10z" fill="${d}"/>${[
      [40, 54],
      [56, 50],
      [48, 68],
      [62, 68],
      [36, 72],
    ]
      .map(
        ([x, y]) =>
          `<ellipse cx="${x}" cy="${y}" rx="6" ry="8" fill="#6b3f22"/><path d="M${x} ${y - 7}q-3 7 0 14" stroke="#3b2314" stroke-width="1.5" fill="none"/>`,
      )
      .join('')}`,
  leaf: ({ c, d }) =>
    `<path d="M22 72Q22 28 70 22Q72 66 22 72z" fill="${c}"/><path d="M24 70L62 32M36 58l-2-12M46 48l-2-12M46 48l12 2M36 58l12 2" stroke="${d}" stroke-width="2.5" fill="none"/><path d="M44 84Q50 54 80 48Q82 78 44 84z" fill="${d}"/>`,
  teapot: ({ c, d, l }) =>
    `<ellipse cx="48" cy="60" rx="26" ry="22" fill="${c}"/><path d="M72 56l14-14v8l-10 16z" fill="${c}"/><path d="M24 50a10 10 0 1 0 2 20" stroke="${c}" stroke-width="6" fill="none"/><rect x="34" y="34" width="28" height="6" rx="3" fill="${d}"/><circle cx="48" cy="30" r="4" fill="${d}"/><ellipse cx="40" cy="54" rx="6" ry="10" fill="${l}" opacity=".6"/><rect x="30" y="80" width="36" height="4" rx="2" fill="${d}"/>`,
  teacups: ({ c, d }) =>
    [
      [28, 52],
      [56, 52],
      [42, 72],
    ]
      .map(([x, y]) => `<path d="M${x - 13} ${y - 10}h26l-4 18h-18z" fill="${c}"/><ellipse cx="${x}" cy="${y - 10}" rx="13" ry="3" fill="${d}"/>`)
      .join(''),
  tray: ({ c, d }) =>
    `<rect x="12" y="56" width="76" height="14" rx="3" fill="${c}"/><rect x="16" y="70" width="68" height="6" fill="${d}"/>${[24, 36, 48, 60, 72].map((x) => `<rect x="${x}" y="58" width="4" height="10" fill="${d}"/>`).join('')}<path d="M34 44h14l-2 12h-10zM54 44h14l-2 12h-10z" fill="#ffffff"/>`,
  sack: ({ c, d, a }) =>
    `<path d="M28 24h44l6 60H22z" fill="${a}"/><path d="M28 24l4-8h36l4 8z" fill="${d}"/><rect x="30" y="44" width="40" height="26" rx="4" fill="${c}"/><path d="M38 57h24" stroke="${a}" stroke-width="4"/>`,
  box: ({ c, d, a }) =>
    `<path d="M20 38l30-12 30 12v40l-30 10-30-10z" fill="${c}"/><path d="M50 50l30-12v40L50 88z" fill="${d}"/><path d="M20 38l30 12 30-12-30-12z" fill="${mix(c, '#ffffff', 0.3)}"/><path d="M35 32l30 12v10" stroke="${a}" stroke-width="4" fill="none"/>`,
  chocolate: ({ c, d, a }) =>
    `<rect x="24" y="14" width="52" height="74" rx="3" fill="${c}" transform="rotate(-8 50 50)"/><g transform="rotate(-8 50 50)">${[0, 1, 2, 3].flatMap((r) => [0, 1].map((k) => `<rect x="${28 + k * 24}" y="${18 + r * 17}" width="20" height="14" rx="2" fill="${d}"/>`)).join('')}<path d="M24 56h52v32H24z" fill="${a}"/></g>`,
  chips: ({ c, d, a }) =>
    `<path d="M24 18q26 6 52 0l-4 34 4 34q-26-6-52 0l4-34z" fill="${c}"/><circle cx="50" cy="52" r="14" fill="${a}"/><ellipse cx="50" cy="52" rx="9" ry="6" fill="#f3c94c"/><path d="M24 18q26 6 52 0M24 86q26-6 52 0" stroke="${d}" stroke-width="3" fill="none"/>`,
  jar: ({ c, d, l, a }) =>
    `<rect x="30" y="18" width="40" height="12" rx="3" fill="${d}"/><rect x="26" y="30" width="48" height="56" rx="10" fill="${c}"/><rect x="30" y="48" width="40" height="20" fill="${a}"/><rect x="32" y="36" width="6" height="40" rx="3" fill="${l}" opacity=".7"/>`,
  tube: ({ c, d, a }) =>
    `<path d="M30 14h40l-6 56H36z" fill="${c}"/><rect x="40" y="70" width="20" height="16" rx="2" fill="${d}"/><rect x="30" y="12" width="40" height="5" fill="${d}"/><rect x="38" y="30" width="24" height="20" rx="2" fill="${a}"/>`,
  dropper: ({ c, d, l }) =>
    `<rect x="44" y="8" width="12" height="16" rx="6" fill="#333333"/><rect x="40" y="24" width="20" height="8" fill="${d}"/><rect x="30" y="32" width="40" height="54" rx="6" fill="${c}"/><rect x="34" y="46" width="32" height="24" fill="#ffffff" opacity=".8"/><rect x="34" y="36" width="5" height="44" rx="2" fill="${l}" opacity=".6"/>`,
  mask: ({ c, d }) =>
    `<path d="M26 22q24-10 48 0l-4 52q-20 14-40 0z" fill="${c}"/><ellipse cx="40" cy="42" rx="6" ry="4" fill="${d}"/><ellipse cx="60" cy="42" rx="6" ry="4" fill="${d}"/><path d="M42 66q8 4 16 0" stroke="${d}" stroke-width="3" fill="none"/>`,
  balm: ({ c, d }) =>
    `<rect x="40" y="14" width="20" height="26" rx="8" fill="${c}"/><rect x="38" y="40" width="24" height="8" fill="${d}"/><rect x="36" y="48" width="28" height="38" rx="3" fill="${c}"/>`,
  shirt: ({ c, d, l }) =>
    `<path d="M36 16L14 28l8 18 10-4v42h36V42l10 4 8-18-22-12q-6 8-14 8t-14-8z" fill="${c}"/><path d="M36 16q6 8 14 8t14-8" stroke="${d}" stroke-width="3" fill="none"/><rect x="32" y="42" width="4" height="40" fill="${l}" opacity=".4"/>`,
  hoodie: ({ c, d }) =>
    `<path d="M36 20L14 32l6 46h12V46v38h36V46v32h12l6-46-22-12q-2-10-14-10t-14 10z" fill="${c}"/><path d="M38 22q12 16 24 0" fill="${d}"/><rect x="38" y="58" width="24" height="12" rx="3" fill="${d}"/><path d="M46 30v12M54 30v12" stroke="${d}" stroke-width="2"/>`,
  jacket: ({ c, d }) =>
    `<path d="M34 14L14 26l4 56h14V44v40h36V44v38h14l4-56-20-12-16 6z" fill="${c}"/><path d="M50 20v64" stroke="${d}" stroke-width="3"/>${[32, 48, 64].map((y) => `<path d="M20 ${y}h60" stroke="${d}" stroke-width="1.5" opacity=".6"/>`).join('')}<path d="M34 14l16 6 16-6-16 12z" fill="${d}"/>`,
  trousers: ({ c, d }) =>
    `<path d="M28 12h44l6 74H58l-8-50-8 50H22z" fill="${c}"/><rect x="28" y="12" width="44" height="7" fill="${d}"/><path d="M50 19v14" stroke="${d}" stroke-width="2"/>`,
  dress: ({ c, d, l }) =>
    `<path d="M40 12h20l-2 14 6 16 18 44H18l18-44 6-16z" fill="${c}"/><rect x="36" y="40" width="28" height="5" fill="${d}"/>${[
      [34, 60],
      [50, 70],
      [64, 62],
      [42, 78],
      [58, 80],
      [28, 76],
      [72, 76],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3" fill="${l}"/>`)
      .join('')}`,
  scarf: ({ c, d }) =>
    `<path d="M24 24q26-12 52 0v14q-26-12-52 0z" fill="${c}"/><path d="M54 34h16v46H54z" fill="${c}"/>${[40, 48, 56, 64, 72].map((y) => `<path d="M54 ${y}h16" stroke="${d}" stroke-width="2"/>`).join('')}<path d="M56 80v6M60 80v6M64 80v6M68 80v6" stroke="${d}" stroke-width="2"/>`,
  tote: ({ c, d, a }) =>
    `<path d="M36 38V28a14 14 0 0 1 28 0v10" stroke="${d}" stroke-width="5" fill="none"/><path d="M20 38h60l-4 48H24z" fill="${c}"/><rect x="36" y="52" width="28" height="18" rx="3" fill="${a}" opacity=".8"/>`,
  shoe: ({ c, d, a }) =>
    `<path d="M14 70V44q6-6 14-4l10 10q14 4 30 6q18 4 18 14z" fill="${c}"/><rect x="12" y="70" width="76" height="10" rx="4" fill="${a}"/><path d="M34 48l6-4M40 52l6-4M46 55l6-4" stroke="${d}" stroke-width="2.5"/><path d="M14 62h72" stroke="${d}" stroke-width="2" opacity=".4"/>`,
  boot: ({ c, d, a }) =>
    `<path d="M28 14h26v44l22 8q10 4 10 12H28z" fill="${c}"/><rect x="26" y="78" width="62" height="8" rx="3" fill="${a}"/><path d="M34 22h14M34 30h14M34 38h14M34 46h14" stroke="${d}" stroke-width="2.5"/>`,
  phone: ({ c, d }) =>
    `<rect x="30" y="10" width="40" height="78" rx="7" fill="${c}"/><rect x="34" y="18" width="32" height="60" rx="2" fill="${d}"/><rect x="44" y="13" width="12" height="2" rx="1" fill="${d}"/><path d="M38 30h24M38 38h16" stroke="#ffffff" stroke-width="3" opacity=".5"/>`,
  earbuds: ({ c, d }) =>
    `<rect x="24" y="46" width="52" height="38" rx="14" fill="${c}"/><path d="M24 58h52" stroke="${d}" stroke-width="2"/><circle cx="36" cy="30" r="10" fill="${c}"/><rect x="32" y="30" width="6" height="18" rx="3" fill="${c}"/><circle cx="64" cy="30" r="10" fill="${c}"/><rect x="62" y="30" width="6" height="18" rx="3" fill="${c}"/><circle cx="36" cy="30" r="4" fill="${d}"/><circle cx="64" cy="30" r="4" fill="${d}"/>`,
  powerbank: ({ c, d }) =>
    `<rect x="28" y="14" width="44" height="72" rx="8" fill="${c}"/>${[0, 1, 2, 3].map((i) => `<rect x="40" y="${30 + i * 10}" width="20" height="6" rx="2" fill="${i < 3 ? '#7ed957' : d}"/>`).join('')}<rect x="44" y="78" width="12" height="4" rx="2" fill="${d}"/>`,
  charger: ({ c, d }) =>
    `<rect x="30" y="34" width="40" height="40" rx="8" fill="${c}"/><rect x="38" y="18" width="6" height="16" fill="#888888"/><rect x="56" y="18" width="6" height="16" fill="#888888"/><path d="M50 74v6q0 8 12 8h16" stroke="${d}" stroke-width="5" fill="none"/><path d="M52 44l-8 12h8l-4 10 12-14h-8l4-8z" fill="#f3c94c"/>`,
  band: ({ c, d }) =>
    `<rect x="38" y="8" width="24" height="84" rx="10" fill="${c}"/><rect x="34" y="32" width="32" height="36" rx="8" fill="#222222"/><path d="M42 50h6l3-6 4 12 3-6h4" stroke="#7ed957" stroke-width="2.5" fill="none"/><rect x="38" y="8" width="24" height="84" rx="10" fill="none" stroke="${d}" stroke-width="2"/>`,
  fan: ({ c, d }) =>
    `<circle cx="50" cy="40" r="28" fill="#ffffff" stroke="${c}" stroke-width="5"/>${[0, 120, 240].map((r) => `<ellipse cx="50" cy="28" rx="7" ry="12" fill="${c}" transform="rotate(${r} 50 40)"/>`).join('')}<circle cx="50" cy="40" r="5" fill="${d}"/><rect x="46" y="68" width="8" height="12" fill="${d}"/><rect x="32" y="80" width="36" height="6" rx="3" fill="${c}"/>`,
  lamp: ({ c, d, l }) =>
    `<path d="M30 16h30l8 22H22z" fill="${c}"/><path d="M44 38l-10 26 14 14" stroke="${d}" stroke-width="4" fill="none"/><rect x="30" y="78" width="34" height="7" rx="3" fill="${d}"/><path d="M28 40l-8 18M46 40v14" stroke="${l}" stroke-width="3" opacity=".7"/>`,
  floorlamp: ({ c, d }) =>
    `<path d="M36 10h28l8 24H28z" fill="${c}"/><rect x="48" y="34" width="4" height="48" fill="${d}"/><ellipse cx="50" cy="84" rx="16" ry="4" fill="${d}"/><ellipse cx="50" cy="38" rx="18" ry="3" fill="#fff4b8"/>`,
  dryer: ({ c, d }) =>
    `<circle cx="40" cy="38" r="22" fill="${c}"/><circle cx="40" cy="38" r="10" fill="${d}"/><rect x="58" y="30" width="22" height="16" rx="3" fill="${c}"/><rect x="32" y="56" width="14" height="30" rx="5" fill="${c}"/><path d="M84 32q4 6 0 12M90 28q6 10 0 20" stroke="${d}" stroke-width="2" fill="none"/>`,
  toothbrush: ({ c, d }) =>
    `<rect x="44" y="30" width="12" height="56" rx="6" fill="${c}"/><rect x="46" y="12" width="8" height="20" rx="3" fill="${c}"/><rect x="44" y="12" width="12" height="10" fill="#ffffff" stroke="${d}"/><circle cx="50" cy="50" r="3" fill="${d}"/>`,
  fryer: ({ c, d }) =>
    `<rect x="22" y="18" width="56" height="68" rx="16" fill="${c}"/><rect x="30" y="50" width="40" height="28" rx="6" fill="${d}"/><rect x="42" y="60" width="16" height="6" rx="3" fill="#cccccc"/><circle cx="50" cy="34" r="7" fill="#ffffff"/><path d="M50 30v4" stroke="${d}" stroke-width="2"/>`,
  blender: ({ c, d }) =>
    `<path d="M32 16h36l-6 48H38z" fill="#eef6fb" stroke="#b9d3e3" stroke-width="2"/><path d="M34 36h32l-4 28H38z" fill="${c}"/><rect x="32" y="64" width="36" height="22" rx="4" fill="${d}"/><rect x="38" y="10" width="24" height="6" rx="2" fill="${d}"/>`,
  house: ({ c, d, a }) =>
    `<path d="M14 48L50 18l36 30h-8v36H22V48z" fill="${c}"/><path d="M10 50L50 16l40 34" stroke="${d}" stroke-width="6" fill="none" stroke-linecap="round"/><rect x="42" y="60" width="16" height="24" fill="${d}"/><rect x="28" y="52" width="10" height="10" fill="${a}"/><rect x="62" y="52" width="10" height="10" fill="${a}"/><path d="M74 18l3 6 6 3-6 3-3 6-3-6-6-3 6-3z" fill="#ffd54f"/>`,
  window: ({ c, d }) =>
    `<rect x="20" y="14" width="60" height="70" fill="${d}"/><rect x="24" y="18" width="24" height="30" fill="${c}"/><rect x="52" y="18" width="24" height="30" fill="${c}"/><rect x="24" y="52" width="24" height="28" fill="${c}"/><rect x="52" y="52" width="24" height="28" fill="${c}"/><path d="M28 40l10-14M56 40l10-14" stroke="#ffffff" stroke-width="3"/><path d="M78 62l3 6 6 3-6 3-3 6-3-6-6-3 6-3z" fill="#ffd54f"/>`,
  ac: ({ c, d }) =>
    `<rect x="12" y="28" width="76" height="30" rx="6" fill="${c}"/><rect x="18" y="48" width="64" height="4" rx="2" fill="${d}"/><circle cx="76" cy="36" r="2" fill="#4caf50"/><path d="M28 64q-4 8 0 16M50 64q-4 8 0 16M72 64q-4 8 0 16" stroke="#8fd3f4" stroke-width="3" fill="none"/>`,
  washer: ({ c, d }) =>
    `<rect x="22" y="12" width="56" height="76" rx="6" fill="${c}"/><rect x="22" y="12" width="56" height="14" rx="6" fill="${d}"/><circle cx="50" cy="56" r="20" fill="${d}"/><circle cx="50" cy="56" r="14" fill="#8fd3f4"/><circle cx="32" cy="19" r="3" fill="#ffffff"/>`,
  fridge: ({ c, d }) =>
    `<rect x="28" y="8" width="44" height="80" rx="6" fill="${c}"/><path d="M28 38h44" stroke="${d}" stroke-width="3"/><rect x="34" y="20" width="4" height="12" rx="2" fill="${d}"/><rect x="34" y="46" width="4" height="18" rx="2" fill="${d}"/>`,
  sofa: ({ c, d }) =>
    `<rect x="22" y="30" width="56" height="26" rx="8" fill="${c}"/><rect x="12" y="44" width="76" height="26" rx="8" fill="${d}"/><rect x="24" y="50" width="52" height="14" rx="4" fill="${c}"/><rect x="18" y="70" width="6" height="10" fill="${d}"/><rect x="76" y="70" width="6" height="10" fill="${d}"/>`,
  hood: ({ c, d }) =>
    `<rect x="42" y="10" width="16" height="26" fill="${d}"/><path d="M14 56l22-20h28l22 20z" fill="${c}"/><rect x="14" y="56" width="72" height="8" fill="${d}"/><path d="M40 70q-3 6 0 12M50 70q-3 6 0 12M60 70q-3 6 0 12" stroke="#bbbbbb" stroke-width="2" fill="none"/>`,
  spray: ({ c, d }) =>
    `<path d="M38 34h22l6 52H32z" fill="${c}"/><path d="M40 34V22h22l12 6-4 6H62v0z" fill="${d}"/><path d="M78 22l6-4M78 28h8M78 34l6 4" stroke="#8fd3f4" stroke-width="2"/>`,
  book: ({ c, d, a }) =>
    `<rect x="24" y="12" width="52" height="74" rx="3" fill="${c}"/><rect x="24" y="12" width="8" height="74" fill="${d}"/><rect x="38" y="24" width="30" height="18" fill="${a}"/><path d="M42 30h22M42 36h14" stroke="${d}" stroke-width="2.5"/><rect x="32" y="80" width="44" height="6" fill="#ffffff"/>`,
  notebook: ({ c, d }) =>
    `<rect x="26" y="12" width="50" height="74" rx="4" fill="${c}"/>${[18, 28, 38, 48, 58, 68, 78].map((y) => `<circle cx="26" cy="${y}" r="3" fill="#ffffff" stroke="${d}" stroke-width="1.5"/>`).join('')}${[0, 1, 2, 3, 4].flatMap((r) => [0, 1, 2, 3].map((k) => `<circle cx="${40 + k * 9}" cy="${28 + r * 10}" r="1.3" fill="${d}"/>`)).join('')}`,
  pen: ({ c, d }) =>
    `<g transform="rotate(35 50 50)"><rect x="44" y="8" width="12" height="64" rx="3" fill="${c}"/><path d="M44 72h12l-6 16z" fill="#dddddd"/><path d="M49 84h2v4h-2z" fill="#222222"/><rect x="56" y="12" width="3" height="24" fill="${d}"/></g>`,
  penbox: ({ c, d }) =>
    `<path d="M30 44h40l-4 42H34z" fill="${c}"/><rect x="38" y="14" width="5" height="32" fill="#e74c3c" transform="rotate(-10 40 30)"/><rect x="48" y="18" width="5" height="28" fill="#3498db"/><rect x="58" y="12" width="5" height="34" fill="#2ecc71" transform="rotate(10 60 30)"/><path d="M30 44h40" stroke="${d}" stroke-width="3"/>`,
  sticker: ({ c, d }) =>
    `<rect x="18" y="18" width="64" height="64" rx="8" fill="#ffffff" stroke="${d}" stroke-width="2"/><path d="M38 26l4 9 10 1-7 7 2 10-9-5-9 5 2-10-7-7 10-1z" fill="${c}"/><circle cx="62" cy="38" r="8" fill="#f093fb"/><path d="M30 66q8-8 16 0t16 0" stroke="#4facfe" stroke-width="4" fill="none"/><path d="M60 60l10 12H50z" fill="#43e97b"/>`,
  ball: ({ c, d }) =>
    `<circle cx="50" cy="52" r="32" fill="#ffffff" stroke="${d}" stroke-width="2"/><path d="M50 40l11 8-4 13H43l-4-13z" fill="${c}"/><path d="M50 40V22M61 48l16-5M57 61l10 14M43 61l-10 14M39 48l-16-5" stroke="${c}" stroke-width="3"/>`,
  racket: ({ c, d }) =>
    `<ellipse cx="36" cy="30" rx="16" ry="20" fill="none" stroke="${c}" stroke-width="4"/><path d="M26 22h20M24 30h24M26 38h20M30 14v32M36 10v40M42 14v32" stroke="${d}" stroke-width="1"/><rect x="33" y="50" width="6" height="34" fill="${d}"/><ellipse cx="64" cy="30" rx="16" ry="20" fill="none" stroke="${c}" stroke-width="4"/><rect x="61" y="50" width="6" height="34" fill="${d}"/><path d="M78 64l6 10-8 2z" fill="#ffffff" stroke="#999999"/>`,
  dumbbell: ({ c, d }) =>
    `<rect x="28" y="46" width="44" height="8" fill="#999999"/><rect x="14" y="32" width="12" height="36" rx="3" fill="${c}"/><rect x="26" y="38" width="6" height="24" rx="2" fill="${d}"/><rect x="74" y="32" width="12" height="36" rx="3" fill="${c}"/><rect x="68" y="38" width="6" height="24" rx="2" fill="${d}"/>`,
  mat: ({ c, d }) =>
    `<rect x="16" y="58" width="68" height="20" rx="4" fill="${c}"/><circle cx="76" cy="48" r="14" fill="${c}"/><circle cx="76" cy="48" r="6" fill="${d}"/><rect x="16" y="58" width="60" height="4" fill="${d}"/>`,
  rope: ({ c, d }) =>
    `<rect x="18" y="16" width="10" height="28" rx="4" fill="${c}"/><rect x="72" y="16" width="10" height="28" rx="4" fill="${c}"/><path d="M23 44q0 44 27 44t27-44" stroke="${d}" stroke-width="3" fill="none"/>`,
  knee: ({ c, d }) =>
    `<path d="M30 12h40v76H30z" fill="${c}"/><ellipse cx="50" cy="50" rx="12" ry="14" fill="${d}"/><ellipse cx="50" cy="50" rx="6" ry="8" fill="${c}"/>`,
  bed: ({ c, d, a }) =>
    `<rect x="12" y="24" width="8" height="60" fill="${d}"/><rect x="80" y="46" width="8" height="38" fill="${d}"/><rect x="20" y="50" width="60" height="20" fill="${c}"/><rect x="24" y="38" width="22" height="12" rx="5" fill="${a}"/><path d="M46 50h34v-4q0-4-4-4H46z" fill="${mix(c, '#ffffff', 0.3)}"/>`,
  pillow: ({ c, d }) =>
    `<path d="M16 34q34-10 68 0q4 16 0 32q-34 10-68 0q-4-16 0-32z" fill="${c}"/><path d="M26 42q24-6 48 0" stroke="${d}" stroke-width="2" fill="none" opacity=".5"/>`,
  blanket: ({ c, d, a }) =>
    `<rect x="16" y="56" width="68" height="16" rx="6" fill="${c}"/><rect x="20" y="40" width="60" height="16" rx="6" fill="${d}"/><rect x="24" y="24" width="52" height="16" rx="6" fill="${a}"/><rect x="16" y="72" width="68" height="10" rx="4" fill="${d}"/>`,
  candle: ({ c, d }) =>
    `<rect x="30" y="40" width="40" height="46" rx="6" fill="${c}"/><ellipse cx="50" cy="40" rx="20" ry="5" fill="${d}"/><path d="M50 38v-8" stroke="#333333" stroke-width="2"/><path d="M50 12q8 10 0 18q-8-8 0-18z" fill="#ffb300"/><rect x="34" y="56" width="32" height="14" fill="#ffffff" opacity=".8"/>`,
  towel: ({ c, d, a }) =>
    `<rect x="18" y="62" width="64" height="20" rx="4" fill="${c}"/><rect x="22" y="44" width="56" height="18" rx="4" fill="${a}"/><rect x="26" y="26" width="48" height="18" rx="4" fill="${d}"/><path d="M18 74h64M22 56h56M26 38h48" stroke="#ffffff" stroke-width="2" opacity=".6"/>`,
  nightlight: ({ c, d }) =>
    `<circle cx="50" cy="44" r="26" fill="#fff4b8"/><path d="M56 24a20 20 0 1 0 12 30a16 16 0 1 1-12-30z" fill="${c}"/><rect x="32" y="72" width="36" height="12" rx="4" fill="${d}"/>`,
  star: ({ c, d }) => `<path d="M50 12l11 24 26 3-19 18 5 26-23-13-23 13 5-26-19-18 26-3z" fill="${c}" stroke="${d}" stroke-width="2"/>`,
  heart: ({ c, d }) => `<path d="M50 84L18 52a18 18 0 0 1 32-24a18 18 0 0 1 32 24z" fill="${c}" stroke="${d}" stroke-width="2"/>`,
  spark: ({ c }) =>
    `<path d="M50 8l8 30 30 12-30 12-8 30-8-30-30-12 30-12z" fill="${c}"/><circle cx="80" cy="20" r="5" fill="${c}"/><circle cx="20" cy="80" r="4" fill="${c}"/>`,
  gift: ({ c, d, a }) =>
    `<rect x="18" y="40" width="64" height="44" rx="3" fill="${c}"/><rect x="14" y="30" width="72" height="14" rx="3" fill="${d}"/><rect x="45" y="30" width="10" height="54" fill="${a}"/><path d="M50 30q-20-20-20-4q0 4 20 4q20 0 20-4q0-16-20 4z" fill="${a}"/>`,
  truck: ({ c, d }) =>
    `<rect x="10" y="30" width="50" height="38" rx="3" fill="${c}"/><path d="M60 42h16l12 14v12H60z" fill="${d}"/><circle cx="26" cy="72" r="8" fill="#333333"/><circle cx="74" cy="72" r="8" fill="#333333"/><rect x="66" y="46" width="10" height="8" fill="#ffffff"/>`,
  coupon: ({ c, d }) =>
    `<path d="M12 30h76v14a6 6 0 0 0 0 12v14H12V56a6 6 0 0 0 0-12z" fill="${c}"/><path d="M64 32v36" stroke="${d}" stroke-width="2" stroke-dasharray="4 3"/><text x="38" y="60" font-size="22" font-family="sans-serif" font-weight="bold" fill="#ffffff" text-anchor="middle">%</text>`,
  store: ({ c, d, a }) =>
    `<rect x="18" y="40" width="64" height="44" fill="${a}"/><path d="M14 24h72l4 18H10z" fill="${c}"/>${[0, 1, 2, 3, 4].map((i) => `<path d="M${10 + i * 16} 42a8 8 0 0 0 16 0z" fill="${i % 2 ? c : d}"/>`).join('')}<rect x="42" y="58" width="16" height="26" fill="${d}"/>`,
}

/** Soft backgrounds; the seed picks one. */
const GROUNDS: Array<[string, string]> = [
  ['#fff5ec', '#ffe3cf'],
  ['#eef7ff', '#d9ecff'],
  ['#f1fbef', '#dcf3d6'],
  ['#fdf0f6', '#f8d9e8'],
  ['#f6f2ff', '#e4dcff'],
  ['#fffbe8', '#fff0b8'],
  ['#eefaf8', '#d2f1ec'],
  ['#f5f5f5', '#e6e6e6'],
]

const DARK_GROUNDS: Array<[string, string]> = [
  ['#cfd8e3', '#aebccd'],
  ['#d7cfc4', '#bfb2a2'],
  ['#c9dccf', '#a9c4b2'],
  ['#d9cde0', '#bfaecb'],
]

/** The SVG of a picture of `kind` in `colour` (`accent` for labels and details). */
export function drawSvg(kind: Kind, colour: string, seed: number, opts: { accent?: string; width?: number; height?: number; count?: number } = {}): string {
  const w = opts.width ?? 100
  const h = opts.height ?? 100
  // a white or pale thing gets a darker ground so it stands out
  const [r, g, b] = rgb(colour)
  const [g0, g1] = 0.2126 * r + 0.7152 * g + 0.0722 * b > 225 ? DARK_GROUNDS[seed % DARK_GROUNDS.length] : GROUNDS[seed % GROUNDS.length]
  const s = Math.min(w, h)
  // the drawing is centred in the picture (a wide banner shows it at its right third, with stripes on the left)
  const ox = w > h ? w * 0.66 - s / 2 : (w - s) / 2
  const stripes =
    w > h
      ? `<circle cx="${w * 0.2}" cy="${h * 0.3}" r="${h * 0.5}" fill="${colour}" opacity=".12"/><circle cx="${w * 0.36}" cy="${h * 0.9}" r="${h * 0.35}" fill="${colour}" opacity=".1"/>`
      : `<circle cx="${(seed * 37) % 100}" cy="${(seed * 61) % 30}" r="${14 + (seed % 5) * 3}" fill="#ffffff" opacity=".5"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w * 5}" height="${h * 5}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2=".4" y2="1"><stop offset="0" stop-color="${g0}"/><stop offset="1" stop-color="${g1}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${stripes}<g transform="translate(${ox} ${(h - s) / 2}) scale(${s / 100})"><ellipse cx="50" cy="88" rx="34" ry="4" fill="#000000" opacity=".08"/>${thing(kind, colour, opts)}</g></svg>`
}

/** The drawing itself; a pack of two shows two of it, the second behind, with a "×2" badge at the lower right. */
function thing(kind: Kind, colour: string, opts: { accent?: string; count?: number }) {
  const one = DRAW[kind](paint(colour, opts.accent ?? '#ffffff'))
  if ((opts.count ?? 1) < 2) return one
  return `<g transform="translate(34 8) scale(.62)" opacity=".85">${one}</g><g transform="translate(4 26) scale(.7)">${one}</g><circle cx="80" cy="70" r="12" fill="#e53935"/><path d="M71 66l6 8M77 66l-6 8" stroke="#ffffff" stroke-width="2.2" stroke-linecap="round"/><path d="M80.5 66.5q1.5-2.5 4-2.5q3.5 0 3.5 3q0 1.8-2 3.6l-5.5 4.4h8" stroke="#ffffff" stroke-width="2.2" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
}

/** The default colour of a kind when the product names none. */
const KIND_COLOUR: Partial<Record<Kind, string>> = {
  cup: '#ffffff',
  mug: '#4a90d9',
  glass: '#c89b6d',
  bottle: '#4facfe',
  carton: '#3a7bd5',
  can: '#e74c3c',
  fruit: '#ff8c1a',
  berries: '#4a4e9c',
  strawberry: '#e53935',
  pineapple: '#f4b400',
  melon: '#d9c36a',
  durian: '#9bb53a',
  broccoli: '#3f9b3a',
  yam: '#a0785a',
  croissant: '#e0a030',
  bread: '#d49a4a',
  cake: '#8d5a3b',
  muffin: '#c58b4e',
  roll: '#c58b4e',
  beans: '#8d6e63',
  leaf: '#5aa844',
  teapot: '#9c5b3b',
  teacups: '#e8e2d0',
  tray: '#b08850',
  sack: '#c9a66b',
  box: '#f39c12',
  chocolate: '#5d3a1a',
  chips: '#e53935',
  jar: '#f5b041',
  tube: '#7fb3d5',
  dropper: '#e8a0bf',
  mask: '#f8c6d8',
  balm: '#e57373',
  shirt: '#4a90d9',
  hoodie: '#9e9e9e',
  jacket: '#34495e',
  trousers: '#3b5998',
  dress: '#e57399',
  scarf: '#c0392b',
  tote: '#d9c7a7',
  shoe: '#f5f5f5',
  boot: '#8d6e63',
  phone: '#333333',
  earbuds: '#f5f5f5',
  powerbank: '#455a64',
  charger: '#f5f5f5',
  band: '#263238',
  fan: '#4facfe',
  lamp: '#f5b041',
  floorlamp: '#f0e0c0',
  dryer: '#8e44ad',
  toothbrush: '#4facfe',
  fryer: '#333333',
  blender: '#43a047',
  house: '#ffb74d',
  window: '#8fd3f4',
  ac: '#f5f5f5',
  washer: '#f5f5f5',
  fridge: '#e0e0e0',
  sofa: '#8d6e63',
  hood: '#9e9e9e',
  spray: '#26a69a',
  book: '#c0392b',
  notebook: '#2c3e50',
  pen: '#1e3a5f',
  penbox: '#b08850',
  sticker: '#ffb300',
  ball: '#222222',
  racket: '#e53935',
  dumbbell: '#333333',
  mat: '#9b59b6',
  rope: '#e53935',
  knee: '#333333',
  bed: '#5dade2',
  pillow: '#f5f5f5',
  blanket: '#f8bbd0',
  candle: '#f3e5d0',
  towel: '#81c784',
  nightlight: '#f5b041',
  star: '#ffb300',
  heart: '#f06292',
  spark: '#ffb300',
  gift: '#e53935',
  truck: '#4facfe',
  coupon: '#f5576c',
  store: '#e53935',
}

/** A SKU colour value named in the demo specs. */
export const SKU_COLOURS: Record<string, string> = { white: '#f7f7f7', black: '#2b2b2b', grey: '#9e9e9e', blue: '#3b6fd1' }

/**
 * What a product's picture shows, from words of its English title: the kind of thing and its natural
 * colour (oranges orange, blueberries blue). First match wins, so specific words come first.
 */
const BY_WORD: Array<[RegExp, Kind, string?]> = [
  [/2-pack/i, 'gift'],
  [/muffin/i, 'muffin', '#8d5a3b'],
  [/orange juice/i, 'carton', '#ff9800'],
  [/oat milk|milk/i, 'carton', '#3a7bd5'],
  [/coconut water/i, 'can', '#8bc34a'],
  [/sparkling/i, 'can', '#4fc3f7'],
  [/beer/i, 'bottle', '#8d5a1b'],
  [/mineral water|water bottle/i, 'bottle', '#4facfe'],
  [/blender/i, 'blender'],
  [/pineapple/i, 'pineapple'],
  [/durian/i, 'durian'],
  [/melon/i, 'melon'],
  [/strawberry crisps/i, 'chips', '#e91e63'],
  [/strawberr/i, 'strawberry'],
  [/blueberr/i, 'berries', '#4a4e9c'],
  [/grape/i, 'berries', '#9ccc65'],
  [/cherry tomato/i, 'berries', '#e53935'],
  [/orange/i, 'fruit', '#ff8c1a'],
  [/apple/i, 'fruit', '#e53935'],
  [/broccoli/i, 'broccoli'],
  [/yam/i, 'yam'],
  [/rice|flour/i, 'sack'],
  [/peanut oil|oil/i, 'bottle', '#f4c430'],
  [/nuts|dates|jerky/i, 'jar', '#a0522d'],
  [/seaweed|chips/i, 'chips'],
  [/chocolate/i, 'chocolate'],
  [/crackers/i, 'box', '#f39c12'],
  [/longjing|lapsang|jasmine|tieguanyin|white tea|oolong|pu-erh/i, 'leaf'],
  [/matcha powder/i, 'jar', '#7cb342'],
  [/matcha latte/i, 'glass', '#8bc34a'],
  [/teapot/i, 'teapot'],
  [/tea pitcher/i, 'glass', '#d9a441'],
  [/tea set|tea cups/i, 'teacups'],
  [/tea tray/i, 'tray'],
  [/coffee beans/i, 'beans'],
  [/drip coffee/i, 'beans', '#a1887f'],
  [/latte/i, 'glass', '#c89b6d'],
  [/americano|macchiato|pour-over/i, 'cup'],
  [/tiramisu|cheesecake/i, 'cake'],
  [/croissant/i, 'croissant'],
  [/cinnamon roll/i, 'roll'],
  [/muffin/i, 'muffin', '#8d5a3b'],
  [/hoodie/i, 'hoodie'],
  [/down jacket|hiking jacket|jacket/i, 'jacket'],
  [/jeans|trousers/i, 'trousers'],
  [/dress/i, 'dress'],
  [/scarf/i, 'scarf'],
  [/cardigan|shirt/i, 'shirt'],
  [/tote/i, 'tote'],
  [/boots/i, 'boot'],
  [/sneakers|shoes/i, 'shoe'],
  [/charger/i, 'charger'],
  [/earbuds/i, 'earbuds'],
  [/power bank/i, 'powerbank'],
  [/phone mount/i, 'phone'],
  [/smart band/i, 'band'],
  [/air fryer/i, 'fryer'],
  [/toothbrush/i, 'toothbrush'],
  [/desk fan/i, 'fan'],
  [/floor lamp/i, 'floorlamp'],
  [/night light/i, 'nightlight'],
  [/book light|desk lamp/i, 'lamp'],
  [/hair dryer/i, 'dryer'],
  [/window/i, 'window'],
  [/air conditioner/i, 'ac'],
  [/washing machine/i, 'washer'],
  [/fridge/i, 'fridge'],
  [/sofa/i, 'sofa'],
  [/range hood/i, 'hood'],
  [/disinfection/i, 'spray'],
  [/organising/i, 'box', '#8d6e63'],
  [/cleaning/i, 'house'],
  [/cleanser|sunscreen|hand cream/i, 'tube'],
  [/serum/i, 'dropper'],
  [/masks/i, 'mask'],
  [/repair cream/i, 'jar', '#f8c6d8'],
  [/lip balm/i, 'balm'],
  [/shampoo|body wash|micellar|lotion/i, 'bottle', '#f48fb1'],
  [/yoga mat/i, 'mat'],
  [/dumbbell/i, 'dumbbell'],
  [/jump rope/i, 'rope'],
  [/football/i, 'ball'],
  [/racket/i, 'racket'],
  [/knee/i, 'knee'],
  [/bedding/i, 'bed'],
  [/pillow/i, 'pillow'],
  [/blanket/i, 'blanket'],
  [/storage jars/i, 'jar', '#b2dfdb'],
  [/storage box/i, 'box', '#90a4ae'],
  [/candle/i, 'candle'],
  [/towels/i, 'towel'],
  [/mug/i, 'mug'],
  [/bath mat/i, 'mat', '#bcaaa4'],
  [/notebook/i, 'notebook'],
  [/fountain pen|gel pens/i, 'pen'],
  [/sticker/i, 'sticker'],
  [/pen holder/i, 'penbox'],
  [/book|atlas|classic/i, 'book'],
]

/** The kind and colour of the picture of a product with this English title (the category's kind otherwise). */
export function pictureFor(title: string, fallback: Kind): { kind: Kind; colour: string } {
  const hit = BY_WORD.find(([re]) => re.test(title))
  const kind = hit?.[1] ?? fallback
  return { kind, colour: hit?.[2] ?? KIND_COLOUR[kind] ?? '#4facfe' }
}

/** Sizes of demo pictures: square unless a banner. */
export type Shape = 'square' | 'banner'

/**
 * Write `<dataDir>/uploads/public/<tenant>/demo/<name>.svg` (the master the image endpoint sizes);
 * returns its public URL. Written every time: it is tiny and the drawing may have changed.
 */
export function demoImage(
  config: Config,
  tenantCode: string,
  name: string,
  kind: Kind,
  seed: number,
  _size = 360,
  opts: { colour?: string; accent?: string; shape?: Shape; count?: number } = {},
): string {
  const dir = path.join(config.dataDir, 'uploads', 'public', tenantCode, 'demo')
  fs.mkdirSync(dir, { recursive: true })
  const dims = opts.shape === 'banner' ? { width: 250, height: 100 } : {}
  fs.writeFileSync(
    path.join(dir, `${name}.svg`),
    drawSvg(kind, opts.colour ?? KIND_COLOUR[kind] ?? '#4facfe', seed, { accent: opts.accent, count: opts.count, ...dims }),
  )
  return `${config.apiPrefix}/files/${tenantCode}/demo/${name}.svg`
}
