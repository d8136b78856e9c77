import bwipjs from 'bwip-js/node';
import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

/*
 * A camera for Chromium's fake capture device (--use-file-for-fake-video-capture): a Y4M video
 * whose frames show a barcode, black on white, centred in a 1280x720 picture as a label held in
 * front of the lens. Chromium plays the file in a loop; it reads planar 4:2:0 (I420) Y4M.
 */

const WIDTH = 1280;
const HEIGHT = 720;
const FRAMES = 2;

/** The Chromium switches that make `file` the only camera, granted without a prompt. */
export function fakeCameraArgs(file: string): string[] {
  return ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${file}`];
}

/** Writes a Y4M file showing `text` as a barcode of bwip-js's symbology `bcid` (code39, datamatrix, qrcode). */
export async function writeBarcodeVideo(file: string, text: string, bcid: 'code39' | 'datamatrix' | 'qrcode' = 'code39'): Promise<void> {
  const symbol = PNG.sync.read(
    await bwipjs.toBuffer({ bcid, text, scale: bcid === 'code39' ? 3 : 8, height: 20, includetext: false, paddingwidth: 8, paddingheight: 8, backgroundcolor: 'FFFFFF' }),
  );
  if (symbol.width > WIDTH || symbol.height > HEIGHT) throw new Error(`The barcode (${symbol.width}x${symbol.height}) does not fit the ${WIDTH}x${HEIGHT} frame`);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  const left = Math.floor((WIDTH - symbol.width) / 2);
  const top = Math.floor((HEIGHT - symbol.height) / 2);
  for (let y = 0; y < symbol.height; y++) {
    for (let x = 0; x < symbol.width; x++) {
      const i = (y * symbol.width + x) * 4;
      const alpha = symbol.data[i + 3]! / 255;
      // BT.601 full-range luma over a white page, as the JPEG-range Y4M (C420jpeg) takes it.
      const gray = 0.299 * symbol.data[i]! + 0.587 * symbol.data[i + 1]! + 0.114 * symbol.data[i + 2]!;
      luma[(top + y) * WIDTH + left + x] = Math.round(gray * alpha + 255 * (1 - alpha));
    }
  }
  // Black and white carry no colour: both chroma planes are neutral.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
