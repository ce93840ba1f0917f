// Client unit tests: jsdom, with Taro's H5 implementation standing in for @tarojs/taro.
const path = require('path')

const root = path.resolve(__dirname, '..')
const transformed = [
  '@tarojs',
  '@stencil',
  '@nutui',
  'swiper',
  '.pnpm',
  'tslib',
  'style-inject',
  'i18next',
  'zustand',
  'query-string',
  'decode-uri-component',
  'split-on-first',
  'filter-obj',
  'universal-router',
  'path-to-regexp',
  'history',
  'mobile-detect',
  'lodash-es',
]

module.exports = {
  rootDir: root,
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { customExportConditions: ['node', 'node-addons'], url: 'http://localhost/' },
  roots: ['<rootDir>/test/unit'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFiles: ['<rootDir>/test/unit/setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': ['babel-jest', { configFile: path.join(__dirname, 'babel.jest.js') }],
    '^.+\\.mjs$': ['babel-jest', { configFile: path.join(__dirname, 'babel.jest.js') }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${transformed.map((m) => m.replace('.', '\\.')).join('|')}))`, '\\.pnp\\.[^\\/]+$'],
  moduleNameMapper: {
    '^@tarojs/taro$': '<rootDir>/test/unit/taro.ts',
    '^@tarojs/components$': '@tarojs/components/lib/react',
    '\\.(css|scss|less)$': '<rootDir>/test/unit/style.ts',
    '\\.(png|jpe?g|gif|svg)$': '<rootDir>/test/unit/file.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^~types/(.*)$': '<rootDir>/types/$1',
    // types/ is ESM for the server (`./common.js`); screen tests import its records at runtime (fake-api.ts)
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'json'],
}
