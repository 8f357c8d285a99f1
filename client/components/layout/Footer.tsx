import { Link } from 'react-router';
import { brand, exampleDetailsNote, legalStatement, shownBrand } from '../../../shared/brand/brand.ts';
import { ExampleMark } from './ExampleMark.tsx';
import { feeRangeText } from '../../../shared/fees/feeRange.ts';
import { footerLinks } from '../../../shared/urls/navigation.ts';

/**
 * The site footer (spec section 1): links, contact details and the legal statement.
 */
export function Footer() {
  const { weekdays, weekends } = brand.officeHours;
  return (
    <footer className="site-footer" id="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <p className="site-footer__name">{brand.name}</p>
          <p>
            You can claim for free directly with your lender, through the regulator’s redress scheme, or through the Financial Ombudsman Service. Our pre-check
            is free too.
          </p>
        </div>
        <nav aria-label="Footer" className="site-footer__nav">
          <h2 className="site-footer__heading">Useful links</h2>
          <ul>
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__contact">
          <h2 className="site-footer__heading">Contact</h2>
          <p>
            <a href={`mailto:${brand.email}`}>{brand.email}</a>
            <ExampleMark detail="email" />
            <br />
            <a href={brand.telephone.href} className="num">
              {brand.telephone.display}
            </a>
            <ExampleMark detail="telephone" />
          </p>
          <address>{shownBrand.address}</address>
          <p>
            {weekdays.days}, <span className="num">{weekdays.opens}</span> to <span className="num">{weekdays.closes}</span>
            <br />
            Weekends: {weekends}
          </p>
        </div>
      </div>
      <div className="container site-footer__legal">
        <p>{legalStatement()}</p>
        {exampleDetailsNote() && <p>{exampleDetailsNote()}</p>}
        <p>
          © {shownBrand.companyName}. If your claim succeeds, our partner law firm’s fee is {feeRangeText()} of the amount recovered.
        </p>
      </div>
    </footer>
  );
}
