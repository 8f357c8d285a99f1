// One page of each type (issue 7): what the accessibility, first-load and shell suites visit and
// what `npm run audit` (scripts/lighthouse.mjs, plain Node) measures. JavaScript with its types
// beside it, so both can read the one list; scripts/pageTypes.test.ts checks it against the route table.
export const PAGE_TYPES = [
  ['home', '/'],
  ['about', '/about-us'],
  ['faqs', '/faqs'],
  ['contact', '/contact'],
  ['blogs', '/blogs'],
  ['article', '/blogs/data-deletion-threatens-1bn-car-finance-compensation-uk-borrowers'],
  ['lender', '/lenders/mis-sold-black-horse-car-finance'],
  ['vehicle', '/vehicles/audi-car-finance'],
  ['customer review', '/customer-review'],
  ['terms and conditions', '/terms-and-conditions'],
  ['privacy policy', '/privacy-policy'],
  ['cookie policy', '/cookie-policy'],
  ['terms of use', '/terms-of-use'],
  ['complaints procedure', '/complaints-procedure'],
  ['key facts', '/mlm-information-and-key-facts'],
  ['pre-check', '/pre-check'],
  ['lenders hub', '/lenders'],
  ['vehicles hub', '/vehicles'],
  ['our figures', '/our-figures'],
  ['complaint letter', '/complain-free'],
  ['lender names', '/our-figures/lender-names'],
  ['404', '/lenders/mis-sold-nobody-car-finance'],
];
