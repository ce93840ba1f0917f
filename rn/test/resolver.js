// Packages imported by the shared client (../src, ../types, ../locales) resolve from rn/node_modules,
// as Metro does in rn/metro.config.js: never from the root's (React 18.3, Taro 4.2.1, NutUI).
const path = require('node:path')

const here = path.resolve(__dirname, '..')
const shared = ['src', 'types', 'locales'].map((d) => path.resolve(here, '..', d) + path.sep)

module.exports = (request, options) => {
  const bare = !request.startsWith('.') && !path.isAbsolute(request)
  const basedir = bare && shared.some((d) => options.basedir.startsWith(d) || options.basedir + path.sep === d) ? here : options.basedir
  return options.defaultResolver(request, { ...options, basedir })
}
