// H5 and mini-programs: NutUI's ConfigProvider (locale, theme variables). React Native gets config-provider.rn.tsx.
import '@nutui/nutui-react-taro/dist/es/packages/configprovider/style/css'

export { default as ConfigProvider } from '@nutui/nutui-react-taro/dist/es/packages/configprovider'
