/** The portal's mark: a tire seen from the side, in the accent yellow. */
export function PortalLogo() {
  return (
    <svg className="portal-logo" aria-hidden="true" viewBox="0 0 40 40" width="40" height="40">
      <circle cx="20" cy="20" r="18" fill="#ffd100" />
      <circle cx="20" cy="20" r="13" fill="#0b1f4b" />
      <circle cx="20" cy="20" r="6" fill="#ffd100" />
      <g stroke="#0b1f4b" strokeWidth="2.4" strokeLinecap="round">
        <path d="M20 2.5v4M20 33.5v4M2.5 20h4M33.5 20h4M7.6 7.6l2.8 2.8M29.6 29.6l2.8 2.8M7.6 32.4l2.8-2.8M29.6 10.4l2.8-2.8" />
      </g>
    </svg>
  );
}
