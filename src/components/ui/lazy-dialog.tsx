import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A dialog whose code loads when it first opens, not with its screen: react-aria's modal, focus
 * scope and overlay code (about 12 KiB gzipped) and the dialog's own then stay out of the
 * screen's first download. Offline it opens from the service worker's cache, like every chunk.
 * Closed, it renders nothing, which is what the modal itself renders when closed.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function LazyDialog(props: P) {
    if (!isOpen(props)) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
