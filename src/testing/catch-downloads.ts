/**
 * The files a page saves, caught as the browser would download them: a test's DOM (happy-dom) cannot
 * download, so the Blob behind each clicked download link is kept, with its text read as UTF-8 bytes
 * (a byte-order mark stays, for the tests that look for it). Undone when the test finishes.
 */
import { onTestFinished, vi } from 'vitest';

export interface CaughtDownload {
  readonly name: string;
  readonly type: string;
  readonly blob: Blob;
  readonly text: Promise<string>;
}

function bytesAsText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const bytes = reader.result instanceof ArrayBuffer ? new Uint8Array(reader.result) : undefined;
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(blob);
  });
}

export function catchDownloads(): CaughtDownload[] {
  const files: CaughtDownload[] = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = (blob: Blob) => {
        const url = `blob:download-${blobs.size}`;
        blobs.set(url, blob);
        return url;
      };
      static override revokeObjectURL = () => undefined;
    },
  );
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
  onTestFinished(() => {
    click.mockRestore();
    vi.unstubAllGlobals();
  });
  click.mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob !== undefined)
      files.push({ name: this.download, type: blob.type, blob, text: bytesAsText(blob) });
  });
  return files;
}
