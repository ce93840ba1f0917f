// A module whose every export (and every property of those, at any depth) is an inert function:
// callable, returns null, so as a component it renders nothing. Stands in for native-only modules.
function inert(name) {
  const cache = new Map()
  const target = function () {
    return null
  }
  return new Proxy(target, {
    get(t, k) {
      if (k === '__esModule') return true
      if (k === 'then' || typeof k === 'symbol') return undefined
      if (k === 'displayName' || k === 'name') return name
      if (k === 'prototype') return t.prototype
      if (!cache.has(k)) cache.set(k, inert(`${name}.${String(k)}`))
      return cache.get(k)
    },
  })
}
module.exports = inert('native')
