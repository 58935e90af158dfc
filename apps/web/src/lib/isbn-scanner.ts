// Reads an ISBN from a photo of a book's barcode (EAN-13) with zxing-wasm, a kept decoder. Loaded
// only when someone taps Scan ISBN (a dynamic import), and its .wasm is served from this build, never
// from a CDN (decision 031).
import { toIsbn13 } from '@campus/domain';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
  },
});

/** The ISBN-13 of the first book barcode in the image, or null when none can be read. */
export async function readIsbnFromImage(image: Blob): Promise<string | null> {
  const results = await readBarcodes(image, {
    formats: ['EAN13', 'ISBN'],
    tryHarder: true,
    maxNumberOfSymbols: 4,
  });
  for (const result of results) {
    const isbn = toIsbn13(result.text);
    if (isbn) return isbn;
  }
  return null;
}
