// babel-preset-taro 4.1.10 for TARO_ENV=rn: React Native's preset (@react-native/babel-preset) plus Taro's transforms.
module.exports = {
  presets: [['taro', { framework: 'react', ts: true }]],
}
