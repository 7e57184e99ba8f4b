/**
 * Browser-only file downloads: every "Download" of the app (CSV exports, PDFs, the data
 * export) hands its file to the browser here, so they all behave alike on desktop and mobile.
 */

/** Hands a file to the browser as a normal download, through a temporary object URL. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Some mobile browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Saves CSV text, with a byte-order mark so that spreadsheet apps read UTF-8 names right. */
export function saveCsv(csv: string, fileName: string) {
  saveFile(new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }), fileName);
}

/** The file name the server chose (Content-Disposition), or the fallback. */
export function fileNameOf(res: Response, fallback: string) {
  const match = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "");
  return match?.[1] ?? fallback;
}
