// H5: an app store or download link is followed as a plain link (a store page refuses to open inside a frame).
/** Open an app store or download link (https, from the tenant's settings). */
export async function openStore(url: string): Promise<void> {
  window.location.assign(url)
}
