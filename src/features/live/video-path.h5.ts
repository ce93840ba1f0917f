/**
 * H5: Taro's picker replaces the video's address by a `data:` URL of the whole file, which the page's content
 * policy does not let a request read (and which holds the video in memory as text): the picked file's own
 * `blob:` address is uploaded instead, as pictures are.
 */
export const videoPath = (r: { tempFilePath: string; originalFileObj?: Blob }): string =>
  r.originalFileObj ? URL.createObjectURL(r.originalFileObj) : r.tempFilePath
