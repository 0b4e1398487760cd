/** The few browser calls the roster kit makes: save a file, read a chosen file, copy a link. */

/** Offers `text` as a file download named `name`. */
export function downloadText(name: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A chosen file's text; files over `maxBytes` are not read at all (their size is the answer). */
export async function readFileText(file: File, maxBytes: number): Promise<{ text: string } | { tooLarge: number }> {
  if (file.size > maxBytes) return { tooLarge: file.size };
  return { text: await file.text() };
}

/** Copies text to the clipboard; false when the browser refuses (the link stays shown to copy by hand). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
