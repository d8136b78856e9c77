import { useLingui } from '@lingui/react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { ChooserAction, ChooserState } from './chooser-state';
import type { LanguageOption } from './language-list';
import { RegionMap } from './region-maps';
import type { RegionKey } from './app-links';
import { CHOOSER_MESSAGES, HEADER_MESSAGES, REGION_MESSAGES } from './shell-messages';

export interface ChooserFieldsProps {
  state: ChooserState;
  regions: readonly RegionKey[];
  languages: readonly LanguageOption[];
  dispatch(action: ChooserAction): void;
}

/** Wide screens: region tiles with a map each (a radio group, arrow keys move), then the language list. */
export function ChooserTiles({ state, regions, languages, dispatch }: ChooserFieldsProps) {
  const { _ } = useLingui();
  return (
    <>
      <RadioGroup
        className="language-chooser__regions"
        orientation="horizontal"
        value={state.region}
        onChange={(region) => dispatch({ type: 'region', region: region as RegionKey })}
      >
        <Label className="language-chooser__legend">{_(CHOOSER_MESSAGES.region)}</Label>
        <div className="language-chooser__tiles">
          {regions.map((region) => (
            <Radio key={region} value={region} className="language-chooser__tile">
              <RegionMap region={region} />
              <span>{_(REGION_MESSAGES[region])}</span>
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <RadioGroup className="language-chooser__languages" value={state.locale} onChange={(locale) => dispatch({ type: 'language', locale })}>
        <Label className="language-chooser__legend">{_(HEADER_MESSAGES.language)}</Label>
        <div className="language-chooser__language-list">
          {languages.map((language) => (
            <Radio key={language.locale} value={language.locale} className="language-chooser__language">
              <span lang={language.locale}>{language.label}</span>
            </Radio>
          ))}
        </div>
      </RadioGroup>
    </>
  );
}

/** Small screens: two native dropdowns, which phones render with their own pickers. */
export function ChooserSelects({ state, regions, languages, dispatch }: ChooserFieldsProps) {
  const { _ } = useLingui();
  return (
    <div className="language-chooser__selects">
      <label className="language-chooser__field">
        <span className="language-chooser__legend">{_(CHOOSER_MESSAGES.region)}</span>
        <select value={state.region} onChange={(event) => dispatch({ type: 'region', region: event.target.value as RegionKey })}>
          {regions.map((region) => (
            <option key={region} value={region}>
              {_(REGION_MESSAGES[region])}
            </option>
          ))}
        </select>
      </label>
      <label className="language-chooser__field">
        <span className="language-chooser__legend">{_(HEADER_MESSAGES.language)}</span>
        <select value={state.locale} onChange={(event) => dispatch({ type: 'language', locale: event.target.value })}>
          {languages.map((language) => (
            <option key={language.locale} value={language.locale} lang={language.locale}>
              {language.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
