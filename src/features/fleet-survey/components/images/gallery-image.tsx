import { useLingui } from '@lingui/react/macro';
import { useImageBlob } from '../../api/inspection';
import { useOnline } from '../../state';
import type { GalleryItem } from './gallery-items';
import { useObjectUrl } from './use-object-url';

/** A gallery photo from the device's bytes, else fetched with the session (the image call needs the bearer). */
export function GalleryImage({ item, alt, className }: { item: GalleryItem; alt: string; className?: string }) {
  const { t } = useLingui();
  const online = useOnline();
  const remote = useImageBlob(item.blob ? null : item.storageId, online);
  const url = useObjectUrl(item.blob ?? remote.data ?? null);
  if (url) return <img className={className} src={url} alt={alt} />;
  return (
    <div className={`${className ?? ''} fsi-gallery-missing`} role="img" aria-label={alt}>
      {remote.isLoading ? t`Loading…` : online ? t`Not available` : t`Needs a connection`}
    </div>
  );
}
