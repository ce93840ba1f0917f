import { Image, Text, View } from '@tarojs/components'
import { keyOf, useQuery } from '@/core/data'
import { nav } from '@/core/navigation'
import { http } from '@/core/request'
import './platform.scss'

/** One private proof picture: fetched with the staff's session (a picture tag cannot send it); a tap enlarges it. */
export function ProofImage({ id }: { id: string }) {
  const q = useQuery(keyOf('upload.privateFile', id), () => http.privateFile(id), { staleMs: 600_000, refetchOnShow: false })
  if (!q.data) return <View className='plt-proof plt-proof--empty'>{q.error ? <Text className='plt-proof__x'>×</Text> : null}</View>
  return (
    <Image
      className='plt-proof'
      src={q.data}
      mode='aspectFill'
      data-testid={`proof-${id}`}
      onClick={() => void nav.to('preview/index', { urls: q.data ?? '', current: 0 })}
    />
  )
}
