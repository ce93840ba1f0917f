// babel-preset-taro: React + TypeScript, per-platform transforms.
module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5' }]],
}
