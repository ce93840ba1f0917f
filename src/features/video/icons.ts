import { heartSvg as heart } from '@/core/ui'

/** The like button's hearts (core/ui `heartSvg`, drawn by Icon). */
export const HEART = heart('rgba(0,0,0,0.25)', '#ffffff')
export const HEART_ON = heart('#fe2c55', '#fe2c55')
