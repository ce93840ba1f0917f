import { PrivateImage } from '@/core/ui/private-image'
import './platform.scss'

/** One private proof picture at the desk (core's PrivateImage in the desk's proof box). */
export function ProofImage({ id }: { id: string }) {
  return <PrivateImage id={id} className='plt-proof' emptyClassName='plt-proof plt-proof--empty' testId={`proof-${id}`} />
}
