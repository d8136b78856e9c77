import { I18nProvider, useLingui } from '@lingui/react';
import { useReducer, useState } from 'react';
import { Button, Heading } from 'react-aria-components';
import { ChooserSelects, ChooserTiles } from './chooser-fields';
import { initialChooserState, languagesOfRegion, reduceChooser, regionsOf, type ChooserAction, type ChooserState } from './chooser-state';
import type { LanguageOption } from './language-list';
import { CHOOSER_MESSAGES, POPUP_MESSAGES } from './shell-messages';
import { usePreviewI18n } from './use-preview-i18n';
import { useSmallScreen } from './use-small-screen';

export interface LanguageChooserPanelProps {
  list: readonly LanguageOption[];
  currentLocale: string;
  /** Applies the choice; the panel waits for it so Continue cannot be pressed twice. */
  onApply(locale: string): Promise<unknown>;
  onClose(): void;
}

/** The chooser's content (spec 1 §2), re-labelled in the language being picked. */
export function LanguageChooserPanel({ list, currentLocale, onApply, onClose }: LanguageChooserPanelProps) {
  const [state, dispatch] = useReducer(
    (current: ChooserState, action: ChooserAction) => reduceChooser(current, action, list),
    undefined,
    () => initialChooserState(list, currentLocale),
  );
  const preview = usePreviewI18n(state.locale);
  return (
    <I18nProvider i18n={preview}>
      <ChooserBody list={list} state={state} dispatch={dispatch} onApply={onApply} onClose={onClose} />
    </I18nProvider>
  );
}

interface ChooserBodyProps extends Omit<LanguageChooserPanelProps, 'currentLocale'> {
  state: ChooserState;
  dispatch(action: ChooserAction): void;
}

function ChooserBody({ list, state, dispatch, onApply, onClose }: ChooserBodyProps) {
  const { i18n, _ } = useLingui();
  const small = useSmallScreen();
  const [applying, setApplying] = useState(false);
  const fields = { state, dispatch, regions: regionsOf(list), languages: languagesOfRegion(list, state.region) };

  async function apply() {
    setApplying(true);
    try {
      await onApply(state.locale);
    } finally {
      setApplying(false);
    }
  }

  return (
    <div className="language-chooser" lang={i18n.locale}>
      <div className="language-chooser__head">
        <Heading slot="title" className="language-chooser__title">
          {_(CHOOSER_MESSAGES.title)}
        </Heading>
        <Button className="language-chooser__close" aria-label={_(POPUP_MESSAGES.close)} onPress={onClose}>
          <span aria-hidden="true">×</span>
        </Button>
      </div>
      {small ? <ChooserSelects {...fields} /> : <ChooserTiles {...fields} />}
      <div className="language-chooser__actions">
        <Button className="language-chooser__continue" onPress={apply} isDisabled={applying}>
          {_(CHOOSER_MESSAGES.continue)}
        </Button>
      </div>
    </div>
  );
}
