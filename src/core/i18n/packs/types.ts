import type { BaseLang } from '@nutui/nutui-react-taro/dist/es/locales/base'

/** One language: the app's texts by namespace and NutUI's own texts. */
export interface LocalePack {
  texts: Record<'common' | 'pages' | 'shell' | 'account' | 'validation', Record<string, unknown>>
  nutui: BaseLang
}
