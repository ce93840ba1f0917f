import { whenIdle } from './reveal.h5'

/** Text laid out for each size: Chinese (the fallback CJK face), Latin letters and digits (the primary face), the price sign. */
const SAMPLE = '价格商品 Aa1 ¥'
/** Sizes laid out per idle step: each new size costs 1-3.5 ms unthrottled in Chromium, several times that on a phone. */
const PER_STEP = 2

/** Every font size (with its weight, and the normal weight) that the page's stylesheets declare, as written. */
function declaredFaces(): Array<{ size: string; weight: string }> {
  const seen = new Set<string>()
  const faces: Array<{ size: string; weight: string }> = []
  const add = (size: string, weight: string) => {
    const key = `${size}|${weight}`
    if (seen.has(key)) return
    seen.add(key)
    faces.push({ size, weight })
  }
  const walk = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      const style = (rule as CSSStyleRule).style
      const size = style?.getPropertyValue('font-size')
      // (sizes relative to the parent's, `%` and `em`, are left out: they have no one size)
      if (size && !/inherit|initial|unset|%|[^r]em$/.test(size)) {
        add(size, '400')
        const w = style.getPropertyValue('font-weight')
        if (w && w !== 'normal' && w !== '400' && !/inherit|initial|unset|er$/.test(w)) add(size, w === 'bold' ? '700' : w)
      }
      const inner = (rule as CSSGroupingRule).cssRules
      if (inner) walk(inner)
    }
  }
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      walk(sheet.cssRules)
    } catch {
      /* another origin's stylesheet cannot be read: it is not ours */
    }
  }
  return faces
}

/**
 * H5: the first layout of text in a font size (and weight) the page has not used yet costs Chromium a font
 * lookup and the face's set-up, 1-3.5 ms a size unthrottled: product detail's first layout (13 sizes) took
 * 19-33 ms in a fresh renderer, 12-14 ms with its sizes laid out before, 2-3 ms for a copy laid out again;
 * on a phone that is one long task as the page shows. The splash calls this while its ad shows and the
 * main thread waits: the sizes the loaded stylesheets declare (the target page's among them, once its code
 * is here) are laid out offscreen, two per idle period, so the page's own first layout finds them ready.
 * Returns its cancel (the page is opening: stop, and take the box away).
 */
export function warmFonts(): () => void {
  // the stylesheets are read in an idle period of their own (thousands of rules: ~6 ms unthrottled)
  let faces: Array<{ size: string; weight: string }> | null = null
  const box = document.createElement('div')
  box.setAttribute('aria-hidden', 'true')
  box.style.cssText = 'position:fixed;left:-9999px;top:0;visibility:hidden;white-space:nowrap;pointer-events:none'
  let next = 0
  let cancel = whenIdle(() => step())
  const step = () => {
    if (!faces) {
      faces = declaredFaces()
      if (faces.length) cancel = whenIdle(step)
      return
    }
    if (!box.isConnected) document.body.appendChild(box)
    for (const end = Math.min(faces.length, next + PER_STEP); next < end; next++) {
      const span = document.createElement('span')
      span.textContent = SAMPLE
      span.style.fontSize = faces[next].size
      span.style.fontWeight = faces[next].weight
      box.appendChild(span)
    }
    // the layout happens here, in this idle period, not in the page's first frame
    void box.offsetWidth
    if (next < faces.length) cancel = whenIdle(step)
    else box.remove()
  }
  return () => {
    cancel()
    box.remove()
  }
}
