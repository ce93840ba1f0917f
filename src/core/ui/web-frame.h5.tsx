import './web-frame.h5.scss'

/** H5: a sandboxed iframe (a web-view is a mini-program/native thing). */
export function WebFrame({ src }: { src: string }) {
  return <iframe className='web-frame' src={src} title='web' sandbox='allow-scripts allow-same-origin allow-forms allow-popups' />
}
