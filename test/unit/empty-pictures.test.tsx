// H5's empty/error/network pictures are part of the app (inline SVG data in a chunk of its own), not files
// fetched from the server: when the network is gone the "no network" state still shows its picture.
import { act, render } from '@testing-library/react'
import { EMPTY_DRAWINGS } from '@/core/ui/empty-drawings'
import { loadEmptyPictures, useEmptyPicture } from '@/core/ui/empty-pictures.h5'

describe('H5 empty-state pictures', () => {
  it.each(['empty', 'error', 'network', 'soon'] as const)('%s is an inline SVG, not a URL of the server', (status) => {
    const src = EMPTY_DRAWINGS[status]
    expect(src.startsWith('data:image/svg+xml,')).toBe(true)
    expect(src).not.toMatch(/^(https?:)?\/\/|^\.?\/|static\//)
    const markup = decodeURIComponent(src.slice('data:image/svg+xml,'.length))
    expect(markup).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/)
    expect(markup).not.toMatch(/href|<image|url\(/)
    expect(src.length).toBeLessThan(1600)
  })

  it('the hook gives nothing until the drawings are in memory, then the inline picture', async () => {
    const seen: Array<string | undefined> = []
    function Probe() {
      seen.push(useEmptyPicture('network'))
      return null
    }
    render(<Probe />)
    await act(async () => void (await loadEmptyPictures()))
    expect(seen.at(-1)).toBe(EMPTY_DRAWINGS.network)
    expect(seen.every((s) => s === undefined || s.startsWith('data:image/svg+xml,'))).toBe(true)
  })
})
