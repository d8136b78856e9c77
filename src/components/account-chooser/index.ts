import './account-chooser.css';

export { AccountChooser, type AccountChooserProps } from './account-chooser';
