import { renderToStaticMarkup } from 'react-dom/server';
import { BLANK, complaintLetter, readLetterQuery } from '../../../shared/lenders/complaintLetter.ts';
import { ComplaintLetter } from './ComplaintLetter.tsx';
import { hrefs, linesOf, nameOf, nodes, textOf } from '../../../testing/html.ts';

function render(search: string): string {
  return renderToStaticMarkup(<ComplaintLetter letter={complaintLetter(readLetterQuery(search, '2026-11-25'))} />);
}

describe('ComplaintLetter without JavaScript (the server’s HTML)', () => {
  it('renders the complete letter with blank lines for the visitor’s details', () => {
    const html = render('lender=alphera&start=2015-06&type=pcp');
    expect(nodes(html, 'article').map(nameOf)).toEqual(['Your complaint letter to Alphera']);
    // each blank a line to write on, marked so print can rule it
    expect(nodes(html, '.complaint-letter__blank').map(textOf)).toContain(BLANK);
    // the lender's complaints address, line by line
    const lines = linesOf(html);
    expect(lines[lines.indexOf('Customer Escalations Team') + 1]).toBe('Alphera Financial Services');
    const text = textOf(html);
    expect(text).toContain('Email: csescalations@alphera.co.uk');
    expect(text).toContain('which began in June 2015');
    expect(text).toContain('Yours faithfully,');
  });

  it('renders no fields and no buttons: they need JavaScript', () => {
    const html = render('lender=alphera');
    expect(nodes(html, 'input, textarea, button, form')).toEqual([]);
    expect(hrefs(html).filter((href) => href.startsWith('mailto:'))).toEqual([]);
  });

  it('shows the notes beside the letter with their sources and links, and the letter’s sources after it', () => {
    const html = render('lender=close-brothers');
    const text = textOf(html);
    expect(text).toContain('Before you send it');
    expect(text).toContain('We found no postal address or complaints email for Close Brothers’ complaints');
    expect(hrefs(html)).toContain('https://www.closemotorfinance.co.uk/customers/help-centre/how-to-complain');
    expect(text).toContain('Where the letter’s facts come from');
    expect(text).toContain('FCA Handbook, DISP App 5');
  });

  it('leaves the lender blank and says so for an unknown lender, escaping nothing it was given', () => {
    const html = render('lender=%3Cscript%3E');
    expect(textOf(html)).toContain('We do not know that lender');
    expect(nodes(html, 'article').map(nameOf)).toEqual(['Your complaint letter']);
    expect(html).not.toContain('<script>');
  });
});

describe('ComplaintLetter with JavaScript (hydrated)', () => {
  afterEach(() => {
    vi.doUnmock('../layout/useHydrated.ts');
    vi.resetModules();
  });

  async function renderHydrated(search: string): Promise<string> {
    vi.resetModules();
    vi.doMock('../layout/useHydrated.ts', () => ({ useHydrated: () => true }));
    const { ComplaintLetter: Hydrated } = await import('./ComplaintLetter.tsx');
    const { complaintLetter: build, readLetterQuery: read } = await import('../../../shared/lenders/complaintLetter.ts');
    return renderToStaticMarkup(<Hydrated letter={build(read(search, '2026-11-25'))} />);
  }

  it('adds labelled fields for the visitor’s details, none with a name and none in a form, so nothing can be submitted', async () => {
    const html = await renderHydrated('lender=alphera');
    // each field named by its label
    const fields = nodes(html, 'input, textarea');
    expect(fields).toHaveLength(4);
    const labels = fields.map((field) =>
      nodes(html, `label[for="${String(field.properties.id)}"]`)
        .map(textOf)
        .join(' '),
    );
    for (const label of ['Your name', 'Your address', 'Agreement number', 'Vehicle registration']) expect(labels).toContain(label);
    for (const field of fields) expect(field.properties.name).toBeUndefined();
    expect(nodes(html, 'form')).toEqual([]);
    expect(textOf(html)).toContain('It is not sent to us or saved anywhere.');
  });

  it('adds print and copy buttons, and the email link where the lender takes complaints by email', async () => {
    const alphera = await renderHydrated('lender=alphera');
    const buttons = nodes(alphera, 'button').map(nameOf);
    expect(buttons).toContain('Print the letter');
    expect(buttons).toContain('Copy the letter');
    // a link that opens the visitor's own email app, addressed, with a subject and the letter as its body
    const email = nodes(alphera, 'a[href^="mailto:"]');
    expect(email.map(nameOf)).toEqual(['Email it to Alphera from your own email app']);
    const mailto = new URL(String(email[0]!.properties.href));
    expect(mailto.pathname).toBe('csescalations@alphera.co.uk');
    expect(mailto.searchParams.get('subject')).toMatch(/\w/);
    expect(mailto.searchParams.get('body')).toContain('Yours faithfully,');
    // where what the buttons did is announced
    expect(nodes(alphera, '[role="status"]').length).toBeGreaterThan(0);
  });

  it('has no email link where the lender takes no complaints by email in our sources, or none is chosen', async () => {
    for (const search of ['lender=close-brothers', 'lender=nobody', '']) {
      const html = await renderHydrated(search);
      expect(
        hrefs(html).filter((href) => href.startsWith('mailto:')),
        search,
      ).toEqual([]);
      expect(nodes(html, 'button').map(nameOf), search).toContain('Print the letter');
    }
  });
});
