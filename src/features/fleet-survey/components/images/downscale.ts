/**
 * Tablet cameras take 12+ megapixel photos of several MB; the yard has no signal and the
 * device's storage is shared with every queued photo. 2048 px on the long edge still shows a
 * sidewall's DOT code and cut damage clearly.
 */
export const MAX_IMAGE_EDGE = 2048;
export const JPEG_QUALITY = 0.85;

export interface ScaledSize {
  width: number;
  height: number;
  /** False when the image already fits: it is then stored as taken. */
  scaled: boolean;
}

/** The size to draw at: the long edge at most `maxEdge`, aspect kept, never enlarged. */
export function scaledSize(width: number, height: number, maxEdge: number = MAX_IMAGE_EDGE): ScaledSize {
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0, scaled: false };
  const longEdge = Math.max(width, height);
  if (longEdge <= maxEdge) return { width, height, scaled: false };
  const factor = maxEdge / longEdge;
  return {
    width: Math.max(1, Math.round(width * factor)),
    height: Math.max(1, Math.round(height * factor)),
    scaled: true,
  };
}

/** A JPEG file name for a re-encoded photo ("IMG_0042.HEIC" becomes "IMG_0042.jpg"). */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '') || 'photo';
  return `${base}.jpg`;
}

async function encode(bitmap: ImageBitmap, size: ScaledSize): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/**
 * The photo to store: a large one drawn at most 2048 px and saved as JPEG 0.85; a small one, one
 * the browser cannot decode, or one that would only grow is kept as it is (nothing is lost).
 */
export async function downscaleImage(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    // The camera's EXIF rotation is applied, so the stored pixels stand the right way up.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = scaledSize(bitmap.width, bitmap.height);
    if (!size.scaled) return file;
    const blob = await encode(bitmap, size);
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
