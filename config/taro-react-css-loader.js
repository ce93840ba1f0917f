// H5 with Taro's React components (`h5.useHtmlComponents`): Taro's H5 platform imports
// `@tarojs/components-react/dist/index.css` into the entry, the CSS of every React component it has.
// This loader, run on that file before css-loader:
// - drops the top-level rules (and keyframes) of what the app never renders on H5: the picker (the app's
//   pickers are views), the icon (weui-icon-*), the swiper (src/core/ui/carousel.h5.tsx), and Taro's own
//   button look (`.taro-button-core`, weui's loading): the one Taro Button H5 draws is NutUI's, which
//   styles it; Taro's class rules (border 1px solid, radius, flex) would win over NutUI's by order, where
//   Stencil's button CSS (tag selectors) lost to any class;
// - adds what Stencil's View and Button gave the app: border-box views (src/app.h5.scss sizes
//   `taro-view-core`; src/core/ui/html-view.h5.tsx's View is `div.taro-view`) and the button's line
//   height, outline and overflow, at no specificity (`:where`), so NutUI's and the app's rules win.
// Run on Taro's `taro-components.css` (its H5 runtime imports it into the entry), it drops the weui icon
// font (`@font-face` weui, base64 in the CSS: 3.1 KB brotli of the entry): only weui icons use it (Taro's
// Icon, Checkbox, Radio), which the app never renders on H5; toasts, modals and the tab bar draw without it.
const DROP = /taro-picker|weui-icon|swiper-container|taro-button-core|weuiLoading/
const ADD = '.taro-view{box-sizing:border-box}:where(.taro-button-core){line-height:2.55556;outline:0;overflow:hidden;text-decoration:none}'
const DROP_STENCIL = /^\s*@font-face\{[^{]*font-family:weui/

function keep(source, drop) {
  const out = []
  let depth = 0
  let start = 0
  for (let i = 0; i < source.length; i++) {
    const c = source[i]
    if (c === '{') depth++
    else if (c === '}' && --depth === 0) {
      const rule = source.slice(start, i + 1)
      if (!drop(rule)) out.push(rule)
      start = i + 1
    }
  }
  out.push(source.slice(start))
  return out.join('')
}

function taroReactCss(source) {
  return keep(source, (rule) => DROP.test(rule.slice(0, rule.indexOf('{')))) + ADD
}

function taroStencilCss(source) {
  return keep(source, (rule) => DROP_STENCIL.test(rule))
}

module.exports = function taroReactCssLoader(source) {
  return /taro-components\.css$/.test(this.resourcePath) ? taroStencilCss(source) : taroReactCss(source)
}
module.exports.taroReactCss = taroReactCss
module.exports.taroStencilCss = taroStencilCss
