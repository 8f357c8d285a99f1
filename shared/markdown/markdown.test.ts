import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderMarkdown } from './markdown.tsx';

function html(markdown: string, options?: Parameters<typeof renderMarkdown>[1]): string {
  return renderToStaticMarkup(createElement(Fragment, null, renderMarkdown(markdown, options) as ReactNode));
}

describe('renderMarkdown: each element kind', () => {
  it('shifts headings down a level, so the page title stays the only h1', () => {
    expect(html('# One\n\n## Two\n\n### Three\n\n##### Five\n\n###### Six')).toBe('<h2>One</h2>\n<h3>Two</h3>\n<h4>Three</h4>\n<h6>Five</h6>\n<h6>Six</h6>');
  });

  it('renders paragraphs, bold and emphasis', () => {
    expect(html('Plain **bold** and *emphasis*.')).toBe('<p>Plain <strong>bold</strong> and <em>emphasis</em>.</p>');
  });

  it('renders bullet and numbered lists', () => {
    expect(html('- apples\n- pears')).toBe('<ul>\n<li>apples</li>\n<li>pears</li>\n</ul>');
    expect(html('1. first\n2. second')).toBe('<ol>\n<li>first</li>\n<li>second</li>\n</ol>');
  });

  it('renders rules', () => {
    expect(html('above\n\n---\n\nbelow')).toBe('<p>above</p>\n<hr/>\n<p>below</p>');
  });

  it('renders GFM tables inside a labelled region, each body cell labelled with its column to stack on a phone', () => {
    const out = html('## Fees\n\n| Band | Fee |\n| --- | ---: |\n| one | ten |');
    expect(out).toContain('<div class="table-scroll" role="region" tabindex="0" aria-label="Table: Fees"><table class="stacks">');
    expect(out).toContain('<thead><tr><th>Band</th><th class="align-right">Fee</th></tr></thead>');
    expect(out).toContain('<tbody><tr><td data-label="Band">one</td><td data-label="Fee" class="align-right">ten</td></tr></tbody></table></div>');
    // CSP: never a style attribute (cell alignment is a class)
    expect(out).not.toContain('style=');
  });

  it('labels a table with no heading before it plainly', () => {
    expect(html('| a |\n| - |\n| b |')).toContain('aria-label="Table"');
  });

  it('renders links, e-mail autolinks and inline code', () => {
    expect(html('[FAQs](/faqs), help@example.com and `drivefair_utm`')).toBe(
      '<p><a href="/faqs">FAQs</a>, <a href="mailto:help@example.com">help@example.com</a> and <code>drivefair_utm</code></p>',
    );
  });

  it('lets the caller replace an element by a component', () => {
    const out = html('[FAQs](/faqs)', { components: { a: (props) => createElement('b', null, props.children) } });
    expect(out).toBe('<p><b>FAQs</b></p>');
  });
});

describe('renderMarkdown: numbers and currency in the numeric font', () => {
  it.each([
    ['£1,499', '<span class="num">£1,499</span>'],
    ['33.6%', '<span class="num">33.6%</span>'],
    ['14 days', '<span class="num">14</span> days'],
    ['9:00 to 17:30', '<span class="num">9:00</span> to <span class="num">17:30</span>'],
    ['£449M recovered', '<span class="num">£449M</span> recovered'],
    ['call 0121 496 0123', 'call <span class="num">0121 496 0123</span>'],
    ['a 14-day period', 'a <span class="num">14</span>-day period'],
  ])('wraps %s', (text, expected) => {
    expect(html(text)).toBe(`<p>${expected}</p>`);
  });

  it('leaves digits that are part of a word alone', () => {
    expect(html('WV1 1EA, the 1st time')).toBe('<p>WV1 1EA, the 1st time</p>');
  });

  it('wraps numbers in headings, bold text, lists and table cells', () => {
    const out = html('# Band 5\n\n**£12,000**\n\n- 18%\n\n| £504 |\n| - |\n| 36% |');
    expect(out).toContain('<h2>Band <span class="num">5</span></h2>');
    expect(out).toContain('<strong><span class="num">£12,000</span></strong>');
    expect(out).toContain('<li><span class="num">18%</span></li>');
    expect(out).toContain('<th><span class="num">£504</span></th>');
    expect(out).toContain('<td data-label="£504"><span class="num">36%</span></td>');
  });

  it('does not wrap inside links or code', () => {
    expect(html('[0800 023 4567](tel:+448000234567) and `utm 5`')).toBe('<p><a href="tel:+448000234567">0800 023 4567</a> and <code>utm 5</code></p>');
  });
});

describe('renderMarkdown: nothing unsafe gets through', () => {
  it('drops raw HTML blocks, scripts included', () => {
    const out = html('<script>alert(1)</script>\n\n<div onclick="x()">block</div>\n\nafter');
    expect(out).toBe('<p>after</p>');
  });

  it('drops inline HTML tags, keeping the words between them', () => {
    const out = html('a <img src=x onerror=alert(1)> b <b>c</b> <script>alert(2)</script>');
    expect(out).not.toMatch(/<img|<script|<b>|onerror/);
    expect(out).toContain('c');
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'vbscript:x', '//evil.example/'])(
    'neutralises a %s link, keeping its text',
    (href) => {
      const out = html(`[click](<${href}>)`);
      expect(out).toBe('<p><span>click</span></p>');
    },
  );

  it('keeps safe destinations', () => {
    expect(html('[a](https://www.financial-ombudsman.org.uk) [b](mailto:x@y.example) [c](tel:+441) [d](#top)')).toBe(
      '<p><a href="https://www.financial-ombudsman.org.uk">a</a> <a href="mailto:x@y.example">b</a> <a href="tel:+441">c</a> <a href="#top">d</a></p>',
    );
  });

  it('only keeps images from this site', () => {
    expect(html('![x](https://tracker.example/p.gif)')).not.toContain('tracker.example');
    expect(html('![x](/icon.svg)')).toContain('src="/icon.svg"');
  });

  it('escapes text that looks like markup', () => {
    expect(html('5 < 6 & "quoted" \\<b\\>')).toBe('<p><span class="num">5</span> &lt; <span class="num">6</span> &amp; &quot;quoted&quot; &lt;b&gt;</p>');
  });
});
