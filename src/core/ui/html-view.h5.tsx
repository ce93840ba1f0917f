/**
 * H5 only, when the build uses Taro's React components (`h5.useHtmlComponents`): Taro's View.
 * config/index.ts puts this module in place of `@tarojs/components-react`'s own View module.
 *
 * Taro's React View keeps its class in state and copies a changed `className` in an effect: the element
 * shows its old class for a frame after every change that is not a click (a page's data arriving, a
 * transition), renders twice for it, and the old class can move the layout (a layout shift). This View
 * is the same `<div>` with its class as given, at once; `taro-view` gives it the border-box sizing
 * `taro-view-core` has (config/taro-react-css-loader.js). Hover classes and long presses keep Taro's View.
 */
import TaroView from '@tarojs/components-react/dist/components/view/index.js'
import { forwardRef, type ComponentProps } from 'react'

type Props = ComponentProps<typeof TaroView> & { onLongPress?: unknown; hoverClass?: string; hoverStartTime?: number; hoverStayTime?: number }

const View = forwardRef<HTMLDivElement, Props>(function View(props, ref) {
  const { className, hoverClass, onLongPress, hoverStartTime: _start, hoverStayTime: _stay, ...rest } = props
  if (hoverClass || onLongPress) return <TaroView {...(props as object)} ref={ref as never} />
  return <div {...(rest as object)} ref={ref} className={className ? `taro-view ${className}` : 'taro-view'} />
})

export default View
