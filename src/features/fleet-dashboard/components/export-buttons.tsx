import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ExportFormat } from '../export-body';

/** The forms a basket and the combined Report tab export to, in the order their buttons show. */
export const EXPORT_BUTTONS: { format: ExportFormat; label: ReactNode; extension: string }[] = [
  { format: 'PDF', label: <Trans>PDF</Trans>, extension: 'pdf' },
  { format: 'PNG', label: <Trans>PNG</Trans>, extension: 'png' },
  { format: 'EXCEL', label: <Trans>Excel</Trans>, extension: 'xlsx' },
  { format: 'XML', label: <Trans>XML</Trans>, extension: 'xml' },
];
