const path = require('node:path')
const { getDefaultConfig, mergeConfig } = require('@react-native/metro-config')
const { getMetroConfig } = require('@tarojs/rn-supporter')

const here = __dirname
const client = path.resolve(here, '..')
const shared = ['src', 'types', 'locales'].map((d) => path.join(client, d))
const nutuiLocale = path.join(here, 'shims', 'nutui-locale.js')
const isBare = (name) => !name.startsWith('.') && !path.isAbsolute(name)

/**
 * The shared client code (../src, ../types, ../locales) sits outside this package: Metro watches it,
 * and its package imports resolve from rn/node_modules (React 18.2, Taro RN 4.1.10), never from the
 * root's node_modules (React 18.3, Taro 4.2.1, NutUI), as if they were imported from rn/index.js.
 */
const config = {
  watchFolders: shared,
  resolver: {
    nodeModulesPaths: [path.join(here, 'node_modules')],
    blockList: [new RegExp(`^${path.join(client, 'node_modules').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/.*`)],
    resolveRequest(context, moduleName, platform) {
      const origin = context.originModulePath
      if (/^@nutui\/nutui-react-taro\/dist\/es\/locales\/[\w-]+$/.test(moduleName)) return { type: 'sourceFile', filePath: nutuiLocale }
      if (isBare(moduleName) && shared.some((d) => origin.startsWith(d + path.sep))) {
        return context.resolveRequest({ ...context, originModulePath: path.join(here, 'index.js') }, moduleName, platform)
      }
      return context.resolveRequest(context, moduleName, platform)
    },
  },
}

module.exports = (async function () {
  return mergeConfig(getDefaultConfig(here), await getMetroConfig({}, config))
})()
