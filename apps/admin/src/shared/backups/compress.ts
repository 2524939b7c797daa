/**
 * A file's text gzip-compressed and base64-encoded: how the dashboard sends an export, so that
 * a large event fits the API's 2 MB request limit (the server accepts `compressed: true`).
 */
export async function gzipBase64(text: string): Promise<string> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes a limited number of arguments.
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** `<event>-backup-[<what it follows>-]<UTC time>.json`, the name a downloaded export is saved under. */
export function backupFileName(slug: string, at: Date, follows?: string): string {
  return `${slug}-backup-${follows ? `${follows}-` : ''}${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.json`;
}
