export { AccountPicker, type AccountPickerProps } from './account-picker';
export { ACCOUNT_SELECTION_KEY } from './api';
export { ACCOUNT_TYPE_LABELS } from './account-type-labels';
