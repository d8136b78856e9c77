import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useRef, useState } from 'react';
import { languageList, nativeLabel, type LanguageOption } from './language-list';
import { localeAtom, store } from './app-links';
import { CHOOSER_MESSAGES } from './shell-messages';
import './language-chooser.css';

const loadDialog = () => import('./language-chooser-dialog');
const LanguageChooserDialog = lazy(loadDialog);

/**
 * The header's language control: shows the current language and opens the region and language
 * chooser; Continue applies the choice to the whole portal and closes it. The dialog's code
 * starts loading when the pointer or focus reaches the button, so it is there by the click.
 */
export function LanguageChooser({ className }: { className?: string }) {
  const { _ } = useLingui();
  const locale = useAtomValue(localeAtom, { store });
  const [isOpen, setOpen] = useState(false);
  // The list is built when the chooser opens: naming each of some forty languages in itself
  // (Intl.DisplayNames) costs milliseconds on a phone that every page load would otherwise pay.
  const [list, setList] = useState<LanguageOption[]>([]);
  const trigger = useRef<HTMLButtonElement>(null);
  const label = nativeLabel(locale);

  function open() {
    // Re-read on every opening: the cached server list may have been refreshed or expired meanwhile.
    setList(languageList());
    setOpen(true);
  }
  function close() {
    setOpen(false);
    trigger.current?.focus();
  }
  const preload = () => void loadDialog();
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={['language-chooser__trigger', className].filter(Boolean).join(' ')}
        aria-label={_({ ...CHOOSER_MESSAGES.current, values: { language: label } })}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={open}
      >
        <svg className="language-chooser__globe" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" />
        </svg>
        <span lang={locale}>{label}</span>
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <LanguageChooserDialog list={list} currentLocale={locale} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
