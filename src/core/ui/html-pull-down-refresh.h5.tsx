/**
 * H5 only, when the build uses Taro's React components (`h5.useHtmlComponents`): Taro's pull-down refresh
 * (the router wraps every page with `enablePullDownRefresh` in it), with its page found again.
 * config/index.ts puts this module in place of `@tarojs/components-react`'s own module.
 *
 * Taro's React port (4.2.1) takes its content's parent for the page (`contentRef.parentElement`), which
 * is its own wrapper `div`: it listens to touches there, finds that wrapper always scrolled to the top,
 * and calls `onPullDownRefresh` of the wrapper's `__page`, which it has not: a pull never refreshed the
 * page. Stencil's component takes its host's parent, the page (`.taro_page`, with `__page`); so does this
 * one: the parent of the wrapper. Everything else is Taro's component.
 */
import TaroPullDownRefresh from '@tarojs/components-react/dist/components/pull-down-refresh/index.js'

// the class behind Taro's forwardRef wrapper (`createForwardRefComponent`)
const Refresher = (TaroPullDownRefresh as unknown as { render: (props: object, ref: null) => { type: { prototype: object } } }).render({}, null).type
const taros = Object.getOwnPropertyDescriptor(Refresher.prototype, 'scrollContainer')
Object.defineProperty(Refresher.prototype, 'scrollContainer', {
  configurable: true,
  get(this: { contentRef?: HTMLElement | null }) {
    return this.contentRef?.parentElement?.parentElement ?? taros?.get?.call(this)
  },
})

export default TaroPullDownRefresh
