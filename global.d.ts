/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.gif'
declare module '*.jpg'
declare module '*.jpeg'
declare module '*.svg'
declare module '*.css'
declare module '*.scss'

// Taro's React components (@tarojs/components-react, H5 with `useHtmlComponents`) that src/core/ui/html-*.h5.tsx
// wrap: the package's dist files ship no types; the wrappers read only these props and pass the rest through.
declare module '@tarojs/components-react/dist/components/*/index.js' {
  import type { CSSProperties, ForwardRefExoticComponent, ReactNode, RefAttributes } from 'react'
  const Component: ForwardRefExoticComponent<{ className?: string; style?: CSSProperties; children?: ReactNode; id?: string } & RefAttributes<HTMLElement>>
  export default Component
}

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'swan' | 'alipay' | 'h5' | 'rn' | 'tt' | 'quickapp' | 'qq' | 'jd'
  }
}

/** Build constants (config/index.ts defineConstants). */
declare const API_BASE: string
declare const DEFAULT_TENANT: string
declare const APP_VERSION: string
declare const APP_VERSION_CODE: number

// React Native's Share API as the `*.rn.tsx` twins use it (the real types live in rn/node_modules, which the
// client's tsc does not read).
declare module 'react-native' {
  export const Share: {
    share(content: { title?: string; message?: string; url?: string }, options?: { dialogTitle?: string }): Promise<{ action: string }>
  }
  // the chat connection resumes when the app is active again (core/chat/app-show.rn.ts)
  export const AppState: {
    addEventListener(type: 'change', fn: (state: 'active' | 'background' | 'inactive' | 'unknown' | 'extension') => void): { remove(): void }
  }
  // the phone's map app by URL scheme (core/map/open-map-app.rn.ts)
  export const Linking: { canOpenURL(url: string): Promise<boolean>; openURL(url: string): Promise<void> }
  export const Platform: { OS: 'ios' | 'android' | 'web' | 'windows' | 'macos' }
}

// react-native-svg's SvgXml as `core/ui/icon.rn.tsx` uses it (rn/node_modules, not read by the client's tsc).
declare module 'react-native-svg' {
  export function SvgXml(props: { xml: string; width?: number; height?: number; testID?: string }): JSX.Element | null
  // the share poster (features/share/share-poster.rn.tsx) draws with these and saves the Svg's PNG (`toDataURL`)
  type Shape = { x?: number; y?: number; width?: number; height?: number; fill?: string; fontSize?: number; fontWeight?: string; textAnchor?: string }
  export default function Svg(props: { width?: number; height?: number; ref?: unknown; children?: import('react').ReactNode }): JSX.Element | null
  export function Rect(props: Shape): JSX.Element | null
  export function Text(props: Shape & { children?: import('react').ReactNode }): JSX.Element | null
}

// expo-file-system and the camera roll as the share poster saves a picture with them (rn/node_modules).
declare module 'expo-file-system' {
  export const cacheDirectory: string | null
  export const EncodingType: { Base64: 'base64' }
  export function writeAsStringAsync(uri: string, contents: string, options?: { encoding?: 'base64' }): Promise<void>
}
declare module '@react-native-camera-roll/camera-roll' {
  export const CameraRoll: { save(uri: string, options?: { type?: 'photo' | 'video' | 'auto' }): Promise<string> }
}
