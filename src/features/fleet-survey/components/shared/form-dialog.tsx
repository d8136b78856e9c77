import { lazyDialog } from '../../../../components/ui/lazy-dialog';
import type { FormDialogProps } from './form-dialog-frame';

/** A modal for a form (form-dialog-frame.tsx), loaded when first opened. */
export const FormDialog = lazyDialog<FormDialogProps>(() => import('./form-dialog-frame').then((module) => module.FormDialogFrame), (props) => props.isOpen);
