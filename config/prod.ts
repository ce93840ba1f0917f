import type { UserConfigExport } from '@tarojs/cli'

export default {
  mini: {},
  h5: {
    enableExtract: true,
  },
} satisfies UserConfigExport<'webpack5'>
