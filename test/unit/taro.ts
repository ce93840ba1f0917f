// @tarojs/taro for jest: Taro's H5 implementation with the React runtime wired in once. Resolved
// lazily, because @tarojs/components imports @tarojs/taro while taro-h5 itself is still loading.
import * as React from 'react'
import * as ReactDOM from 'react-dom'

let wired = false
function impl(): Record<string | symbol, unknown> {
  if (!wired) {
    wired = true
    require('@tarojs/plugin-framework-react/dist/runtime').createH5NativeComponentConfig?.(null, React, ReactDOM)
  }
  return require('@tarojs/taro-h5')
}

// jest.spyOn / direct assignment land here and win over the real implementation
const overrides = new Map<string | symbol, unknown>()
const api: Record<string | symbol, unknown> = new Proxy(
  {},
  {
    get(_, key) {
      if (key === '__esModule') return true
      if (key === 'default') return api
      if (overrides.has(key)) return overrides.get(key)
      const T = impl()
      if (key in T && key !== 'default') return T[key]
      const d = T.default as Record<string | symbol, unknown> | undefined
      return d?.[key]
    },
    set(_, key, value) {
      overrides.set(key, value)
      return true
    },
    deleteProperty: (_, key) => overrides.delete(key),
    getOwnPropertyDescriptor: (_, key) => ({ configurable: true, enumerable: true, writable: true, value: api[key] }),
    has: (_, key) => key in impl() || key in ((impl().default as object) ?? {}),
  },
)
module.exports = api
