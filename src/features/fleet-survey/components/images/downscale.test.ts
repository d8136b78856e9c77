import { describe, expect, it } from 'vitest';
import { jpegName, MAX_IMAGE_EDGE, scaledSize } from './downscale';

describe('scaledSize', () => {
  it('brings the long edge of a landscape photo down to 2048 px, keeping the aspect', () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: 2048, height: 1536, scaled: true });
  });

  it('does the same for a portrait photo', () => {
    expect(scaledSize(3024, 4032)).toEqual({ width: 1536, height: 2048, scaled: true });
  });

  it('keeps a photo that already fits, and one exactly at the limit', () => {
    expect(scaledSize(1600, 1200)).toEqual({ width: 1600, height: 1200, scaled: false });
    expect(scaledSize(MAX_IMAGE_EDGE, 100)).toEqual({ width: MAX_IMAGE_EDGE, height: 100, scaled: false });
  });

  it('never rounds a thin side to zero', () => {
    expect(scaledSize(10000, 2)).toEqual({ width: 2048, height: 1, scaled: true });
  });

  it('rounds to whole pixels', () => {
    expect(scaledSize(5000, 3333)).toEqual({ width: 2048, height: 1365, scaled: true });
  });

  it('leaves unknown sizes alone', () => {
    expect(scaledSize(0, 0).scaled).toBe(false);
    expect(scaledSize(Number.NaN, 10).scaled).toBe(false);
  });

  it('honours another limit', () => {
    expect(scaledSize(400, 200, 100)).toEqual({ width: 100, height: 50, scaled: true });
  });
});

describe('jpegName', () => {
  it('swaps the extension for .jpg', () => {
    expect(jpegName('IMG_0042.HEIC')).toBe('IMG_0042.jpg');
    expect(jpegName('tire.photo.png')).toBe('tire.photo.jpg');
    expect(jpegName('camera')).toBe('camera.jpg');
    expect(jpegName('.png')).toBe('photo.jpg');
  });
});
