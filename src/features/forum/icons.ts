import { heartSvg as heart } from '@/core/ui'

/** The like buttons' hearts (core/ui `heartSvg`, drawn by Icon). */
export const HEART = heart('none', '#999999')
export const HEART_ON = heart('#e93b3d', '#e93b3d')
/** A speech bubble: a post's comments. */
export const BUBBLE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#999999" stroke-width="1.6" stroke-linejoin="round"><path d="M4 5h16v11H9l-4 3.5V16H4z"/></svg>'
