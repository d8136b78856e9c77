import { Trans } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { followOutboundLink } from './api';
import { buildOutboundUrl, isInternalUrl, isOutboundWebLink, type LinkContext, type MenuLinkLike } from './outbound-url';

interface MenuLinkProps {
  link: MenuLinkLike & { name: string; new_window: boolean };
  context: LinkContext;
  className?: string;
  children?: ReactNode;
  /** Called after an in-portal navigation, so an open menu can close. */
  onNavigate?: () => void;
}

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A header or footer link: portal paths go through the router; another site is opened through followOutboundLink. */
export function MenuLink({ link, context, className, children, onNavigate }: MenuLinkProps) {
  const router = useRouter();
  const href = buildOutboundUrl(link, context);
  const internal = isInternalUrl(link.url);
  const newWindow = link.new_window;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    if (internal && !newWindow) {
      event.preventDefault();
      void router.navigate({ href });
      onNavigate?.();
      return;
    }
    if (!context.signedIn || !isOutboundWebLink(link)) return;
    // The hand-off ticket is minted now, when the link is followed; the window opens at once so
    // no popup blocker mistakes it for an unasked one.
    event.preventDefault();
    const opened = newWindow ? window.open('about:blank', '_blank') : null;
    if (opened) opened.opener = null;
    const go = (url: string) => (opened ? opened.location.replace(url) : window.location.assign(url));
    followOutboundLink(href, Boolean(link.sso_id)).then(go, () => go(href));
  };

  return (
    <a className={className} href={href} target={newWindow ? '_blank' : undefined} rel={newWindow ? 'noopener noreferrer' : undefined} onClick={onClick}>
      {children ?? link.name}
      {newWindow && (
        <span className="visually-hidden">
          {' '}
          <Trans>(opens in a new window)</Trans>
        </span>
      )}
    </a>
  );
}
