import type { ReactNode } from 'react';

/** The frame of every page: its title (the page's one h1), an optional lead line, its content. */
export function PageFrame({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">{title}</h1>
        {lead && <p className="page-lead">{lead}</p>}
      </div>
      {children}
    </div>
  );
}
