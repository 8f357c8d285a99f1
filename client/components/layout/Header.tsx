import { NavLink } from 'react-router';
import { headerLinks } from '../../../shared/urls/navigation.ts';
import { Logo } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { StartClaimLink } from '../claim/StartClaimLink.tsx';

export function Header() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Logo />
        <nav className="site-nav" aria-label="Main">
          <ul className="site-nav__list">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="site-nav__link" end>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <StartClaimLink className="button button--primary button--small" />
        </nav>
        <MobileMenu />
      </div>
    </header>
  );
}
