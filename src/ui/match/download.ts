/** Saving a match file: used by the end and stopped panels and the watch page, which load after the table. */

/** The transcript, or the evidence of a stopped match, as a file to download. */
export function downloadJson(name: string, data: unknown): void {
  const blob = new Blob([JSON.stringify(data)], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}
