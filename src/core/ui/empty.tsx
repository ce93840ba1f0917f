// H5 and mini-programs: NutUI's Empty with its own CSS. React Native gets empty.rn.tsx.
import '@nutui/nutui-react-taro/dist/es/packages/empty/style/css'

export { default as Empty } from '@nutui/nutui-react-taro/dist/es/packages/empty'
