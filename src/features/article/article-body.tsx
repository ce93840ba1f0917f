// An article's body: its blocks drawn with View, Text and the app's image, the same on H5, mini-programs and
// React Native (ADR 0121). Nothing is parsed as markup: a block's text is shown as characters, so no script,
// event handler or `javascript:` link in an article can run; links (http/https, checked by the server) open
// in the app's `web` page.
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { nav } from '@/core/navigation'
import { RemoteImage, sizedUrl } from '@/core/ui'
import type { ArticleBlock } from './api'

const httpLink = (href: string) => /^https?:\/\//i.test(href)

export function ArticleBodyView({ blocks }: { blocks: ArticleBlock[] }) {
  const pictures = blocks.flatMap((b) => (b.type === 'img' ? [sizedUrl(b.src, 'detail')] : []))
  const preview = (src: string) => void Taro.previewImage({ urls: pictures, current: sizedUrl(src, 'detail') }).catch(() => undefined)
  return (
    <View className='art-body' data-testid='article-body'>
      {blocks.map((b, i) => {
        switch (b.type) {
          case 'h':
            return (
              <Text key={i} className='art-body__h'>
                {b.text}
              </Text>
            )
          case 'quote':
            return (
              <View key={i} className='art-body__quote'>
                <Text className='art-body__quote-text'>{b.text}</Text>
              </View>
            )
          case 'img':
            return (
              <RemoteImage
                key={i}
                className='art-body__img'
                data-testid='article-img'
                src={b.src}
                size='detail'
                mode='widthFix'
                onClick={() => preview(b.src)}
              />
            )
          case 'link':
            return (
              <Text key={i} className='art-body__link' data-testid='article-link' onClick={() => httpLink(b.href) && void nav.to('web', { url: b.href })}>
                {b.text}
              </Text>
            )
          default:
            return (
              <Text key={i} className='art-body__p'>
                {b.text}
              </Text>
            )
        }
      })}
    </View>
  )
}
