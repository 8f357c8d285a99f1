import { renderToStaticMarkup } from 'react-dom/server';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BLANK, complaintLetter, readLetterQuery } from '../../../server/lenders/complaintLetter.ts';
import { ComplaintLetter } from './ComplaintLetter.tsx';

function render(search: string): string {
  return renderToStaticMarkup(<ComplaintLetter letter={complaintLetter(readLetterQuery(search, '2026-11-25'))} />);
}

describe('ComplaintLetter without JavaScript (the server’s HTML)', () => {
  it('renders the complete letter with blank lines for the visitor’s details', () => {
    const html = render('lender=alphera&start=2015-06&type=pcp');
    expect(html).toMatch(/<article class="complaint-letter" aria-label="Your complaint letter to Alphera">/);
    expect(html).toContain(`<span class="complaint-letter__blank">${BLANK}</span>`);
    expect(html).toContain('Customer Escalations Team</span><span><br/>Alphera Financial Services');
    expect(html).toContain('Email: csescalations@alphera.co.uk');
    expect(html).toContain('which began in June 2015');
    expect(html).toContain('Yours faithfully,');
  });

  it('renders no fields and no buttons: they need JavaScript', () => {
    const html = render('lender=alphera');
    expect(html).not.toMatch(/<input|<textarea|<button|<form/);
    expect(html).not.toContain('mailto:');
  });

  it('shows the notes beside the letter with their sources and links, and the letter’s sources after it', () => {
    const html = render('lender=close-brothers');
    expect(html).toContain('Before you send it');
    expect(html).toContain('We found no postal address or complaints email for Close Brothers’ complaints');
    expect(html).toContain('href="https://www.closemotorfinance.co.uk/customers/help-centre/how-to-complain"');
    expect(html).toContain('Where the letter’s facts come from');
    expect(html).toContain('FCA Handbook, DISP App 5');
  });

  it('leaves the lender blank and says so for an unknown lender, escaping nothing it was given', () => {
    const html = render('lender=%3Cscript%3E');
    expect(html).toContain('We do not know that lender');
    expect(html).toMatch(/<article class="complaint-letter" aria-label="Your complaint letter">/);
    expect(html).not.toContain('<script>');
  });
});

describe('the complaint letter print stylesheet', () => {
  const css = readFileSync(join(import.meta.dirname, 'complaint-letter.css'), 'utf8');
  const print = css.slice(css.indexOf('@media print'));

  it('prints on A4', () => {
    expect(css).toMatch(/@page\s*{[^}]*size:\s*A4/);
  });

  it('prints the letter alone: everything that neither holds nor is the letter is hidden', () => {
    expect(print).toContain('body:has(.complaint-letter) *:not(:has(.complaint-letter)):not(.complaint-letter):not(.complaint-letter *)');
    expect(print).toMatch(/display:\s*none\s*!important/);
  });

  it('is collected into the one stylesheet', () => {
    expect(readFileSync(join(import.meta.dirname, '../../styles/pages.css'), 'utf8')).toContain("@import '../components/lenders/complaint-letter.css';");
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
    const { complaintLetter: build, readLetterQuery: read } = await import('../../../server/lenders/complaintLetter.ts');
    return renderToStaticMarkup(<Hydrated letter={build(read(search, '2026-11-25'))} />);
  }

  it('adds labelled fields for the visitor’s details, none with a name and none in a form, so nothing can be submitted', async () => {
    const html = await renderHydrated('lender=alphera');
    for (const label of ['Your name', 'Your address', 'Agreement number', 'Vehicle registration']) expect(html).toContain(`>${label}</label>`);
    const fields = html.match(/<(input|textarea)\b[^>]*>/g) ?? [];
    expect(fields).toHaveLength(4);
    for (const field of fields) expect(field).not.toMatch(/\bname=/);
    expect(html).not.toContain('<form');
    expect(html).toContain('It is not sent to us or saved anywhere.');
  });

  it('adds print and copy buttons, and the email link where the lender takes complaints by email', async () => {
    const alphera = await renderHydrated('lender=alphera');
    expect(alphera).toContain('>Print the letter</button>');
    expect(alphera).toContain('>Copy the letter</button>');
    expect(alphera).toMatch(
      /<a class="button button--outline" href="mailto:csescalations@alphera\.co\.uk\?subject=[^"]+&amp;body=[^"]+">Email it to Alphera from your own email app<\/a>/,
    );
    expect(alphera).toContain('role="status"');
  });

  it('has no email link where the lender takes no complaints by email in our sources, or none is chosen', async () => {
    for (const search of ['lender=close-brothers', 'lender=nobody', '']) {
      const html = await renderHydrated(search);
      expect(html, search).not.toContain('mailto:');
      expect(html, search).toContain('>Print the letter</button>');
    }
  });
});
