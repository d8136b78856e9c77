export { Footer } from './footer';
export { Header, type HeaderProps } from './header';
export { homeLinkForGroup } from './home-link';
