// RN screen tests: the shared ../src rendered with React Native's jest preset the way the RN build
// resolves it: `*.rn.tsx`/`*.rn.ts` before the default file, @tarojs/taro -> taro-rn,
// @tarojs/components -> components-rn, packages from rn/node_modules only (never the root's).
const path = require('node:path')
const { clientAlias, defineConstantsFor } = require('../config/shared')

const client = path.resolve(__dirname, '..')
const transformed = [
  'react-native',
  '@react-native',
  '@react-native-community',
  '@react-native-async-storage',
  '@react-native-picker',
  '@react-navigation',
  '@tarojs',
  '@ant-design',
  'expo',
  'expo-.*',
  '@expo',
  'react-native-.*',
  'i18next',
  'react-i18next',
  'zustand',
  'query-string',
  'decode-uri-component',
  'split-on-first',
  'filter-obj',
]
const constants = Object.fromEntries(Object.entries(defineConstantsFor('rn')).map(([k, v]) => [k, JSON.parse(v)]))

module.exports = {
  preset: 'react-native',
  rootDir: __dirname,
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.tsx', '**/*.test.ts'],
  // the RN build's platform files first (Metro via Taro's resolver: .rn before the default)
  moduleFileExtensions: ['rn.tsx', 'rn.ts', 'tsx', 'ts', 'js', 'jsx', 'json'],
  resolver: '<rootDir>/test/resolver.js',
  transform: {
    '^.+\\.(js|jsx|ts|tsx|mjs)$': ['babel-jest', { configFile: path.join(__dirname, 'test', 'babel.jest.js') }],
    '^.+\\.(bmp|gif|jpg|jpeg|png|webp)$': require.resolve('react-native/jest/assetFileTransformer.js'),
  },
  transformIgnorePatterns: [`node_modules/(?!(${transformed.join('|')})/)`],
  moduleNameMapper: {
    '^@tarojs/taro$': '<rootDir>/test/taro.ts',
    '^@tarojs/components$': '@tarojs/components-rn',
    '^@nutui/nutui-react-taro/dist/es/locales/[\\w-]+$': '<rootDir>/shims/nutui-locale.js',
    '\\.(css|scss|sass|less)$': '<rootDir>/test/style.js',
    '^@/(.*)$': `${clientAlias['@']}/$1`,
    '^~types/(.*)$': `${clientAlias['~types']}/$1`,
  },
  globals: constants,
  setupFiles: ['<rootDir>/test/setup.ts'],
  testTimeout: 20000,
  // Taro RN's toast and navigation helpers leave timers behind after the last test
  forceExit: true,
  // ../src is outside rootDir: let jest see it
  watchPathIgnorePatterns: [],
  modulePathIgnorePatterns: [`${client}/node_modules`, `${client}/dist`],
}
