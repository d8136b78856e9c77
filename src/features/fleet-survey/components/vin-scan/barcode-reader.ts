// The ZXing WebAssembly file as one of the app's own assets: hashed, precached by the service
// worker (vite.config.ts globs .wasm), so the reader works offline and never calls a CDN.
import zxingWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** The symbologies of VIN labels: Code 39 on door jambs, Data Matrix or QR on newer plates. */
const VIN_FORMATS = ['code_39', 'data_matrix', 'qr_code'] as const;

export interface BarcodeReader {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): BarcodeReader;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * The browser's own BarcodeDetector where it reads every VIN format (Chrome on Android), else
 * the `barcode-detector` ponyfill: the same API over ZXing in WebAssembly, loaded only then.
 * The ponyfill's default is to fetch its .wasm from jsDelivr; locateFile points it at ours.
 */
export async function vinBarcodeReader(): Promise<BarcodeReader> {
  const native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (native) {
    const supported = await native.getSupportedFormats().catch(() => [] as string[]);
    if (VIN_FORMATS.every((format) => supported.includes(format))) return new native({ formats: [...VIN_FORMATS] });
  }
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? zxingWasmUrl : prefix + path) },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: [...VIN_FORMATS] });
}
