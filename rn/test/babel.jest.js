// React Native's babel preset (TypeScript, JSX) for the tests; Taro's build-time constants come from
// jest `globals`, TARO_ENV from test/setup.ts.
module.exports = {
  presets: [['module:@react-native/babel-preset', { disableImportExportTransform: false }]],
  plugins: [['@babel/plugin-transform-react-jsx', { runtime: 'automatic' }]],
}
