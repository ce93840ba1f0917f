// What the store payment area adds to its calls: money parsing and formatting, the QR's H5 address, page size.
export { toMinor } from '@/core/format/money'

/** Payments a page on the workbench. */
export const PAGE_SIZE = 10

/** A rate in basis points as a percentage: 500 -> "5%", 250 -> "2.5%". */
export const percent = (bp: number) => `${Number((bp / 100).toFixed(2))}%`

/** The QR's H5 address: this page's address with the pay page after `#`; the path alone elsewhere. */
export function h5PayUrl(path: string, here: { origin: string; pathname: string } | undefined): string {
  return here ? `${here.origin}${here.pathname}#${path}` : path
}
