import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { appSetupAtom } from '../app-links';

/** The provider's sites the service tab opens (spec 2 §1): found in the header menu by their sso id. */
const SITES = { 'heat-map': 'heatMap', 'service-history': 'serviceHistory' } as const;

export function outboundReportUrl(url: string, storageId: number): string {
  const target = new URL(url);
  target.searchParams.set('account_type', 'fleet');
  target.searchParams.set('storage_id', String(storageId));
  return target.toString();
}

/** Heat map and service history of the saved dashboard (account_type=fleet, the template as storage id). */
export function ExternalLinks({ storageId }: { storageId: number | null }) {
  const { t } = useLingui();
  const setup = useAtomValue(appSetupAtom);
  const links = (setup?.header_content.tabs ?? []).flatMap((tab) => tab.links).filter((link) => link.sso_id && link.sso_id in SITES);
  if (links.length === 0) return null;
  const label = (id: string) => (id === 'heat-map' ? t`Heat map` : t`Service history`);
  return (
    <div className="fd-external">
      {links.map((link) =>
        storageId === null ? (
          <span key={link.sso_id} className="fd-muted">
            {t`${label(link.sso_id!)}: save the dashboard as a template to open it.`}
          </span>
        ) : (
          <a key={link.sso_id} className="button button-secondary" href={outboundReportUrl(link.url, storageId)} target="_blank" rel="noopener noreferrer" data-site={link.sso_id}>
            {label(link.sso_id!)}
          </a>
        ),
      )}
    </div>
  );
}
