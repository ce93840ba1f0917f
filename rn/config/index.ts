import path from 'node:path'
import { defineConfig } from '@tarojs/cli'
// the same aliases (@/ -> src, ~types/ -> types) and constants (API_BASE ...) as the root config
import { clientAlias, clientRoot, defineConstantsFor } from '../../config/shared'

/**
 * React Native: Taro RN 4.1.10 (its runner stops there) compiling the shared ../src. Platform twins
 * (`*.rn.tsx`, `*.rn.ts`, `*.rn.scss`) are picked before the default file; NutUI never gets here
 * (src/core/ui has RN twins for every component it exports).
 */
export default defineConfig(async () => ({
  projectName: 'mall-app',
  date: '2026-11-23',
  designWidth: 375,
  deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
  sourceRoot: path.relative(path.resolve(__dirname, '..'), path.join(clientRoot, 'src')),
  outputRoot: 'dist',
  plugins: [],
  defineConstants: defineConstantsFor('rn'),
  alias: { ...clientAlias },
  framework: 'react',
  compiler: 'webpack5',
  rn: {
    appName: 'mallApp',
    output: {
      android: 'dist/android/index.bundle',
      androidAssetsDest: 'dist/android/res',
      ios: 'dist/ios/main.jsbundle',
      iosAssetsDest: 'dist/ios',
    },
    postcss: { pxtransform: { enable: true, config: {} }, cssModules: { enable: false } },
  },
}))
