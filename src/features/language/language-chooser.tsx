import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Modal, ModalOverlay } from 'react-aria-components';
import { activateLocale } from './activate-locale';
import { labelOf, languageList } from './language-list';
import { LanguageChooserPanel } from './language-chooser-panel';
import { localeAtom, store } from './shared';
import { CHOOSER_MESSAGES } from './shell-messages';
import './language-chooser.css';

/**
 * The header's language control: shows the current language and opens the region and language
 * chooser; Continue applies the choice to the whole portal and closes it.
 */
export function LanguageChooser({ className }: { className?: string }) {
  const { _ } = useLingui();
  const locale = useAtomValue(localeAtom, { store });
  const [isOpen, setOpen] = useState(false);
  const [list, setList] = useState(languageList);
  const label = labelOf(list, locale);

  function openChange(open: boolean) {
    // Re-read on every opening: the cached server list may have been refreshed or expired meanwhile.
    if (open) setList(languageList());
    setOpen(open);
  }
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={openChange}>
      <Button className={['language-chooser__trigger', className].filter(Boolean).join(' ')} aria-label={_({ ...CHOOSER_MESSAGES.current, values: { language: label } })}>
        <svg className="language-chooser__globe" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" />
        </svg>
        <span lang={locale}>{label}</span>
      </Button>
      <ModalOverlay isDismissable className="language-chooser__overlay">
        <Modal className="language-chooser__modal">
          <Dialog className="language-chooser__dialog">
            {({ close }) => (
              <LanguageChooserPanel
                list={list}
                currentLocale={locale}
                onApply={async (chosen) => {
                  await activateLocale(chosen);
                  close();
                }}
                onClose={close}
              />
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
