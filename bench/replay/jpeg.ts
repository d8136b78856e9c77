import { tinyJpeg } from '../../tests/helpers/inspection-fixture';

/**
 * A valid JPEG of `bytes` bytes: the tests' real 1x1 baseline image, grown with COM (comment)
 * segments, so the server's magic-byte check and any decoder accept it.
 */
export function paddedJpeg(bytes: number): Uint8Array<ArrayBuffer> {
  const tiny = tinyJpeg();
  const segments: Buffer[] = [];
  let room = bytes - tiny.length;
  while (room >= 4) {
    // A segment holds at most 65,533 bytes of payload after its marker and 2-byte length.
    const payload = Math.min(65_533, room - 4);
    const segment = Buffer.alloc(payload + 4, 0x20);
    segment[0] = 0xff;
    segment[1] = 0xfe;
    segment.writeUInt16BE(payload + 2, 2);
    segments.push(segment);
    room -= payload + 4;
  }
  return new Uint8Array(Buffer.concat([tiny.subarray(0, 2), ...segments, tiny.subarray(2)]));
}
