import { Plural, Trans } from '@lingui/react/macro';
import { conflictRows, type ConflictRow } from './status-text';

/**
 * Mine and the server's version side by side. The fields in dispute come first and are marked
 * in words, not only in colour; the fields both sides agree on fold away.
 */
export function ConflictView({ local, server }: { local: unknown; server: unknown }) {
  const rows = conflictRows(local, server);
  if (rows.length === 0) {
    return (
      <p className="sync-conflict-empty">
        <Trans>The server did not say what it has instead.</Trans>
      </p>
    );
  }
  const differing = rows.filter((r) => r.differs);
  const same = rows.filter((r) => !r.differs);
  return (
    <>
      {differing.length > 0 ? (
        <ConflictTable rows={differing} />
      ) : (
        <p>
          <Trans>The values are the same; only the version differs.</Trans>
        </p>
      )}
      {same.length > 0 && (
        <details className="sync-conflict-same">
          <summary>
            <Plural value={same.length} one="# field is the same on both sides" other="# fields are the same on both sides" />
          </summary>
          <ConflictTable rows={same} />
        </details>
      )}
    </>
  );
}

function ConflictTable({ rows }: { rows: ConflictRow[] }) {
  return (
    <table className="sync-conflict">
      <thead>
        <tr>
          <th scope="col">
            <Trans>Field</Trans>
          </th>
          <th scope="col">
            <Trans>Mine (this device)</Trans>
          </th>
          <th scope="col">
            <Trans>Server's</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field} data-differs={row.differs ? '' : undefined}>
            <th scope="row">
              {row.field.replace(/_/g, ' ')}
              {row.differs && (
                <span className="sync-conflict-mark">
                  {' '}
                  <Trans>(differs)</Trans>
                </span>
              )}
            </th>
            <td>{row.mine}</td>
            <td>{row.theirs}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
