// H5 and mini-programs: NutUI's Button with its own CSS. React Native gets button.rn.tsx.
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'

export { default as Button } from '@nutui/nutui-react-taro/dist/es/packages/button'
