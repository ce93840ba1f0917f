import { Image, Text, View } from '@tarojs/components'
import { keyOf, useQuery } from '@/core/data'
import { nav } from '@/core/navigation'
import { http } from '@/core/request'

/**
 * A private upload (an OFFLINE payment proof, a refund proof) by its id: fetched with the viewer's session,
 * since a picture tag cannot send it, then shown from the downloaded file; a tap enlarges it. `className`
 * sizes it (the caller's stylesheet); `emptyClassName` is the box shown while it loads or when it fails (×).
 */
export function PrivateImage({ id, className, emptyClassName, testId }: { id: string; className: string; emptyClassName?: string; testId?: string }) {
  const q = useQuery(keyOf('upload.privateFile', id), () => http.privateFile(id), { staleMs: 600_000, refetchOnShow: false })
  if (!q.data)
    return (
      <View className={emptyClassName ?? className} data-testid={testId ? `${testId}-empty` : undefined}>
        {q.error ? <Text>×</Text> : null}
      </View>
    )
  return (
    <Image
      className={className}
      src={q.data}
      mode='aspectFill'
      data-testid={testId}
      onClick={() => void nav.to('preview/index', { urls: q.data ?? '', current: 0 })}
    />
  )
}

/** The id of a private upload from its URL (`/api/system/api/upload/<id>`), or the value itself when it is an id. */
export const privateFileId = (url: string) => url.slice(url.lastIndexOf('/') + 1)
