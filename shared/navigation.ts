/** Header and footer links (spec section 2, Shared header / footer). */
export interface NavLinkItem {
  readonly to: string;
  readonly label: string;
}

export const headerLinks: readonly NavLinkItem[] = [
  { to: '/about-us', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
];

export const footerLinks: readonly NavLinkItem[] = [
  { to: '/faqs', label: 'FAQs' },
  { to: '/about-us', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/mlm-information-and-key-facts', label: 'Information & Key Facts' },
  { to: '/terms-and-conditions', label: 'Terms and Conditions' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
  { to: '/terms-of-use', label: 'Terms of Use' },
  { to: '/complaints-procedure', label: 'Complaints Procedure' },
  { to: '/our-figures', label: 'Our Figures and Sources' },
];
