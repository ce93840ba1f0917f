import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { MyShop } from '~types/editor'
import { keyOf, useQuery } from '@/core/data'
import { useT } from '@/core/i18n'
import { api, http, RequestError } from '@/core/request'
import { useSessionStore } from '@/core/stores'
import { RemoteImage, toast } from '@/core/ui'

/** A picture in an editor: what the server gets back (an upload's id, or the address a record already shows) and what is drawn. */
export interface Pic {
  value: string
  url: string
}

/** A picture the record already shows. */
export const keptPic = (url: string): Pic => ({ value: url, url })

/**
 * Pictures picked on the device and uploaded as the merchant's public files (upload module); the server
 * checks them (spec section 5: 800 x 800 or larger, under 5 MB, PNG, JPEG or GIF). Empty when nothing was picked.
 */
export async function pickPictures(count: number): Promise<Pic[]> {
  let paths: string[]
  try {
    paths = (await Taro.chooseImage({ count, sizeType: ['original'] })).tempFilePaths
  } catch {
    return [] // the picker was closed
  }
  const out: Pic[] = []
  for (const p of paths.slice(0, count)) {
    const u = await http.upload(p, { formData: { scope: 'public' } })
    out.push({ value: u.id, url: u.url })
  }
  return out
}

/** Whether the signed-in user owns a shop (pages refuse before asking: the server's 403 would end the session). */
export const useIsMerchant = () => useSessionStore((s) => !!s.userInfo?.merchant)

/** The user's shops (the editor's shop chooser). */
export function useMyShops(enabled: boolean) {
  return useQuery(keyOf('editor.myShops'), () => api.editor.myShops(undefined, { silent: true }), { enabled, staleMs: 60_000 })
}

/** The shop chooser: shown only to a merchant with several shops. */
export function ShopChips(props: { shops: MyShop[]; value: number | undefined; onChange(id: number): void }) {
  const { t } = useT('editor')
  if (props.shops.length < 2) return null
  return (
    <View className='ed-chips ed-chips--top' data-testid='ed-shops'>
      <Text className='ed-chips__label'>{t('chooseShop')}</Text>
      {props.shops.map((s) => (
        <Text
          key={s.id}
          className={`ed-chip${s.id === props.value ? ' ed-chip--on' : ''}`}
          data-testid={`ed-shop-${s.id}`}
          onClick={() => props.onChange(s.id)}
        >
          {s.name}
        </Text>
      ))}
    </View>
  )
}

/** A field's error under it: the client's own check or the server's message for that field. */
export function FieldError({ id, text }: { id: string; text?: string }) {
  if (!text) return null
  return (
    <Text className='ed-error' data-testid={`ed-error-${id}`}>
      {text}
    </Text>
  )
}

/** A row of picture slots with a "+" to upload more (at most `max`); a tap on a picture removes it. */
export function PictureRow(props: { id: string; pics: Pic[]; max: number; onChange(p: Pic[]): void; onError(msg: string): void }) {
  const { t } = useT('editor')
  const add = async () => {
    try {
      const more = await pickPictures(props.max - props.pics.length)
      if (more.length) props.onChange([...props.pics, ...more])
    } catch (e) {
      if (e instanceof RequestError) props.onError(e.message)
    }
  }
  return (
    <View className='ed-pics' data-testid={`ed-pics-${props.id}`}>
      {props.pics.map((p, i) => (
        <View
          key={`${p.value}-${i}`}
          className='ed-pic'
          data-testid={`ed-pic-${props.id}-${i}`}
          onClick={() => props.onChange(props.pics.filter((_, j) => j !== i))}
        >
          <RemoteImage className='ed-pic__img' src={p.url} mode='aspectFill' size='thumb' />
          <Text className='ed-pic__x'>×</Text>
        </View>
      ))}
      {props.pics.length < props.max && (
        <View className='ed-pic ed-pic--add' data-testid={`ed-add-${props.id}`} onClick={() => void add()}>
          <Text className='ed-pic__plus'>+</Text>
          <Text className='ed-pic__label'>{t('upload')}</Text>
        </View>
      )}
    </View>
  )
}

/** The server's refusal: under the field it names, or as a toast. */
export function showError(x: RequestError, setErrors: (e: Record<string, string>) => void) {
  if (x.field) setErrors({ [x.field]: x.message })
  else toast(x.message)
}
