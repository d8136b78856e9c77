import type { ReactNode } from 'react';
import { lazyDialog } from '../../../../components/ui/lazy-dialog';

export interface FormDialogProps {
  isOpen: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}

/** A modal for a form (form-dialog-frame.tsx), loaded when first opened. */
export const FormDialog = lazyDialog<FormDialogProps>(() => import('./form-dialog-frame').then((module) => module.FormDialogFrame), (props) => props.isOpen);
