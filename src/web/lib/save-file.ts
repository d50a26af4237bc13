/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started reading the file once the click returns; the URL is let go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
