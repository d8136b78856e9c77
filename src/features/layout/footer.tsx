import { Trans, useLingui } from '@lingui/react/macro';
import { splitFooterLinks } from './footer-columns';
import { MenuLink } from './menu-link';
import { useLinkContext, useMenus } from './use-app-setup';

/**
 * The footer (spec 1 §2): its menu tabs with their links, long tabs in two columns; support
 * contacts and the terms link only when the region's footer has them (North America).
 */
export function Footer() {
  const { t } = useLingui();
  const { footer } = useMenus();
  const context = useLinkContext();
  const contacts = footer?.support_contacts ?? [];
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="footer-inner">
        {footer && footer.tabs.length > 0 && (
          <nav className="footer-nav" aria-label={t`Footer menu`}>
            {footer.tabs.map((tab, index) => {
              const columns = splitFooterLinks(tab.links);
              return (
                <section key={`${tab.name}-${index}`} className="footer-tab" data-columns={columns.length}>
                  <h2 className="footer-heading">{tab.name}</h2>
                  <div className="footer-columns">
                    {columns.map((links, column) => (
                      <ul key={column} className="footer-links">
                        {links.map((link, linkIndex) => (
                          <li key={`${link.url}-${linkIndex}`}>
                            <MenuLink link={link} context={context} className="footer-link" />
                          </li>
                        ))}
                      </ul>
                    ))}
                  </div>
                </section>
              );
            })}
          </nav>
        )}
        {contacts.length > 0 && (
          <section className="footer-support" aria-labelledby="footer-support-heading">
            <h2 id="footer-support-heading" className="footer-heading">
              <Trans>Support contacts</Trans>
            </h2>
            <ul className="footer-contacts">
              {contacts.map((contact) => (
                <li key={contact.title} className="footer-contact">
                  <strong>{contact.title}</strong>
                  <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                  <span className="footer-hours">{contact.hours}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className="footer-bottom">
        <span>
          <Trans>© {year} Fleet Tire Portal</Trans>
        </span>
        {footer?.terms_url && (
          <MenuLink link={{ name: t`Terms and conditions`, url: footer.terms_url, sso_id: null, new_window: true }} context={context} className="footer-link" />
        )}
      </div>
    </footer>
  );
}
