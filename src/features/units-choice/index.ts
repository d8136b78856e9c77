export { UnitsChooser } from './units-chooser';
