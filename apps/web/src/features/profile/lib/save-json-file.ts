/**
 * Hands a JSON document to the browser's download as a file: a Blob behind an object URL, clicked
 * through an `<a download>`, as no API saves a file directly from a page.
 */
export function saveJsonFile(document: unknown, fileName: string): void {
  // Indented, so the person can read the file they asked for in any text editor.
  const blob = new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  // Firefox only follows a link that is in the document.
  link.hidden = true;
  window.document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task, not at once: the click has handed the URL to the download by then,
  // and the Blob is not kept alive for the rest of the session.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
