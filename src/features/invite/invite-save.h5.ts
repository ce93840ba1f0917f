// H5: a page cannot write the album; the picture is downloaded as a file (and can be long-pressed on phones).
/** Download a data-URL picture; true when the browser took it. */
export async function savePicture(dataUrl: string, name: string): Promise<boolean> {
  try {
    const a = document.createElement('a')
    a.href = dataUrl
    a.download = `${name}.${/image\/(\w+)/.exec(dataUrl)?.[1] ?? 'png'}`
    document.body.appendChild(a)
    a.click()
    a.remove()
    return true
  } catch {
    return false
  }
}
