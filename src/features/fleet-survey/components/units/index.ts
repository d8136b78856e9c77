export { AddUnitPage } from './add-unit-page';
export { EditUnitPage } from './edit-unit-page';
export { EditUploadedUnitPage } from './edit-uploaded-unit-page';
export { UnitsSection } from './units-section';
export { AxleLayoutPreview } from './axle-layout-preview';
