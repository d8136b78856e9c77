import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { DEFAULT_FILTERS, type InspectionView } from './filter-state';

const DEFAULT_VIEW: InspectionView = { filters: DEFAULT_FILTERS, run: false, page: 1, sort: 'survey_date', desc: true };

/** The page's named saved state, kept for the browser tab (sessionStorage), one per home (fleet and dealer). */
export const inspectionViewAtoms = {
  fleet: atomWithStorage<InspectionView>('saved-state:tireoptix', DEFAULT_VIEW, createJSONStorage(() => sessionStorage), { getOnInit: true }),
  dealer: atomWithStorage<InspectionView>('saved-state:dlrtireoptix', DEFAULT_VIEW, createJSONStorage(() => sessionStorage), { getOnInit: true }),
};
export type InspectionHome = keyof typeof inspectionViewAtoms;

