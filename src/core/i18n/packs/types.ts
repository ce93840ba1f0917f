import type { BaseLang } from '@nutui/nutui-react-taro/dist/es/locales/base'

/** One language: the main package's texts by namespace (areas register their own) and NutUI's texts. */
export interface LocalePack {
  texts: Record<'common' | 'pages' | 'shell' | 'validation', Record<string, unknown>>
  nutui: BaseLang
}
