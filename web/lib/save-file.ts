/** Saves a file the API sent (a CSV, a receipt) under `fileName`, as the browser's download. */
export function saveFile(blob: Blob, fileName: string) {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}
