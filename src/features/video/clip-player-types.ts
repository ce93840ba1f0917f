/** One clip of the feed: the current one plays (looped), the others are paused. */
export interface ClipPlayerProps {
  /** unique on the page (mini-programs find the player by it) */
  id: string
  src: string
  poster: string
  active: boolean
  /** the clip was tapped: pause or play it */
  paused?: boolean
  'data-testid'?: string
}
