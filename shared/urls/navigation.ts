import { COOKIE_SETTINGS_PATH } from '../attribution/consent.ts';
import { COMPLAIN_FREE_PATH } from '../lenders/lenderFinderUrl.ts';
import { REVIEW_POLICY_PATH } from '../reviews/reviewPolicyPath.ts';

/** Header and footer links (spec section 2, Shared header / footer). */
export interface NavLinkItem {
  readonly to: string;
  readonly label: string;
}

export const headerLinks: readonly NavLinkItem[] = [
  { to: '/about-us', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
  // Issue 20: the free answer one tap from every page, beside the start-claim button.
  { to: '/pre-check', label: 'Am I covered?' },
  // Issue 45 item 14: the free complaint letter one tap from every page too, the phone menu included.
  { to: COMPLAIN_FREE_PATH, label: 'Complain free' },
];

/** The spec's links, then the pre-check and the hubs (issue 15: every page reachable by links). */
export const footerLinks: readonly NavLinkItem[] = [
  { to: '/faqs', label: 'FAQs' },
  { to: '/about-us', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/mlm-information-and-key-facts', label: 'Information & Key Facts' },
  { to: '/terms-and-conditions', label: 'Terms and Conditions' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
  // Issue 28: the campaign-labels choice can be changed at any time.
  { to: COOKIE_SETTINGS_PATH, label: 'Cookie settings' },
  { to: '/terms-of-use', label: 'Terms of Use' },
  { to: '/complaints-procedure', label: 'Complaints Procedure' },
  // Issue 46: how reviews are checked and published.
  { to: REVIEW_POLICY_PATH, label: 'Review Policy' },
  { to: '/pre-check', label: 'Am I covered? Free pre-check' },
  { to: '/lenders', label: 'Lenders' },
  { to: '/vehicles', label: 'Vehicle Makes' },
  // Found by the crawl of issue 15: nothing else linked the blog.
  { to: '/blogs', label: 'News and Guides' },
  { to: '/our-figures', label: 'Our Figures and Sources' },
];
