// What every build of the client shares, whichever Taro runs it: the root config (Taro 4.2.1: H5,
// mini-programs) and rn/config (Taro RN 4.1.10) both read this, so aliases and constants cannot drift.
// Plain CommonJS without Taro imports: each Taro's config loader compiles only its own config folder.
const path = require('node:path')

const clientRoot = path.resolve(__dirname, '..')

/** API base: same origin `/api` on H5; an absolute URL elsewhere (set API_BASE at build time). */
function apiBaseFor(platform) {
  return process.env.API_BASE || (platform === 'h5' ? '/api' : 'http://127.0.0.1:3000/api')
}

/** @returns {Record<string, string>} */
function defineConstantsFor(platform) {
  return {
    API_BASE: JSON.stringify(apiBaseFor(platform)),
    DEFAULT_TENANT: JSON.stringify(process.env.DEFAULT_TENANT || 'default'),
    APP_VERSION: JSON.stringify('1.1.03'),
    // the version's code (spec: 1.1.03 is 1103): what the version check sends (ADR 0091)
    APP_VERSION_CODE: '1103',
  }
}

/** @type {Record<string, string>} */
const clientAlias = {
  '@': path.join(clientRoot, 'src'),
  '~types': path.join(clientRoot, 'types'),
}

module.exports = { clientRoot, apiBaseFor, defineConstantsFor, clientAlias }
