import type { ReactNode } from 'react';

/** One part of the report: a panel with its heading, reachable from the contents list by its id. */
export function ReportSection({ id, title, lead, children }: { id: string; title: ReactNode; lead?: ReactNode; children: ReactNode }) {
  return (
    <section id={id} className="panel fc-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel-title" tabIndex={-1}>
        {title}
      </h2>
      {lead ? <p className="fc-section-lead">{lead}</p> : null}
      {children}
    </section>
  );
}

export interface Figure {
  key: string;
  label: string;
  value: string;
  /** The unformatted figure, for tests and copy: data-value. */
  raw: number | null;
  tone?: 'critical' | 'warning';
}

/** Headline figures as a list of tiles. */
export function FigureList({ figures, label }: { figures: Figure[]; label: string }) {
  return (
    <ul className="fc-figures" aria-label={label}>
      {figures.map((figure) => (
        <li key={figure.key} className={['fc-figure', figure.tone && figure.raw ? `level-${figure.tone}` : ''].filter(Boolean).join(' ')} data-figure={figure.key} data-value={figure.raw ?? ''}>
          <span className="fc-figure-label">{figure.label}</span>
          <span className="fc-figure-value">{figure.value}</span>
        </li>
      ))}
    </ul>
  );
}
