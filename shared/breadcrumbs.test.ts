import { breadcrumbsForPath } from './breadcrumbs.ts';
import { ARTICLE_SLUG, ARTICLE_TITLE } from './articleName.ts';
import { legalPages } from './legalPages.ts';

const names = (path: string) => breadcrumbsForPath(path).map((crumb) => crumb.name);

describe('breadcrumbsForPath', () => {
  it('starts with Home, alone on the home page', () => {
    expect(breadcrumbsForPath('/')).toEqual([{ name: 'Home', url: '/' }]);
  });

  it('uses the fixed labels of the spec', () => {
    expect(names('/about-us')).toEqual(['Home', 'About Us']);
    expect(names('/faqs')).toEqual(['Home', 'FAQs']);
    expect(names('/customer-review')).toEqual(['Home', 'Customer Reviews']);
    expect(names('/blogs')).toEqual(['Home', 'Blogs']);
  });

  it('names lender pages "{Lender} Finance" with the lender’s proper name', () => {
    expect(breadcrumbsForPath('/lenders/mis-sold-bmw-car-finance')).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Lenders', url: '/lenders' },
      { name: 'BMW Finance', url: '/lenders/mis-sold-bmw-car-finance' },
    ]);
    expect(names('/lenders/mis-sold-black-horse-car-finance').at(-1)).toBe('Black Horse Finance');
    expect(names('/lenders/mis-sold-motonovo-car-finance').at(-1)).toBe('MotoNovo Finance');
  });

  it('names vehicle pages "{Vehicle} Vehicles"', () => {
    expect(names('/vehicles/audi-car-finance')).toEqual(['Home', 'Vehicles', 'Audi Vehicles']);
    expect(names('/vehicles/land-rover-car-finance').at(-1)).toBe('Land Rover Vehicles');
    expect(names('/vehicles/bmw-car-finance').at(-1)).toBe('BMW Vehicles');
  });

  it('gives the article its fixed title, which states no figure as fact (issue 29 item 11)', () => {
    expect(names(`/blogs/${ARTICLE_SLUG}`)).toEqual(['Home', 'Blogs', ARTICLE_TITLE]);
    expect(ARTICLE_TITLE).not.toMatch(/£|\d/);
    expect(ARTICLE_TITLE).toMatch(/data deletion/i);
  });

  it('title-cases other segments, small words kept small', () => {
    expect(names('/terms-and-conditions')).toEqual(['Home', 'Terms and Conditions']);
    expect(names('/terms-of-use')).toEqual(['Home', 'Terms of Use']);
    expect(names('/privacy-policy')).toEqual(['Home', 'Privacy Policy']);
    expect(names('/vehicles/ford')).toEqual(['Home', 'Vehicles', 'Ford']);
    expect(names('/and-then')).toEqual(['Home', 'And Then']);
  });

  it('names every legal page as its own title does, never by its slug (issue 29)', () => {
    for (const page of legalPages) expect(names(`/${page.key}`), page.key).toEqual(['Home', page.title]);
    expect(names('/mlm-information-and-key-facts')).toEqual(['Home', 'Information & Key Facts']);
  });

  it('names the free complaint letter for what it is', () => {
    expect(names('/complain-free')).toEqual(['Home', 'Complain for free']);
  });

  it('keeps hostile segments as plain text and re-encodes their URLs', () => {
    const crumbs = breadcrumbsForPath('/%3C%2Fscript%3E%22x');
    expect(crumbs[1]!.name).toBe('</script>"x');
    expect(crumbs[1]!.url).toBe('/%3C%2Fscript%3E%22x');
  });

  it('survives malformed percent-encoding', () => {
    expect(names('/%E0%A4%A')).toHaveLength(2);
  });
});
