import type { RefObject } from 'react';

export interface PhotoInputProps {
  /** For the button that opens it: the input itself stays hidden. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** `camera`: one photo from the device's camera app; `library`: any number from the photo library. */
  source: 'camera' | 'library';
  onPhotos: (files: File[]) => void;
}

/**
 * The hidden file input behind "Take photo" (camera app) and "Choose photos" (library). It is
 * cleared as soon as it hands its files over, so picking or taking the "same" photo again
 * still fires a change.
 */
export function PhotoInput({ inputRef, source, onPhotos }: PhotoInputProps) {
  return (
    <input
      ref={inputRef}
      className="visually-hidden"
      type="file"
      accept="image/*"
      {...(source === 'camera' ? { capture: 'environment' } : { multiple: true })}
      tabIndex={-1}
      aria-hidden="true"
      data-photo-input={source}
      onChange={(event) => {
        const files = [...(event.target.files ?? [])];
        event.target.value = '';
        onPhotos(files);
      }}
    />
  );
}
