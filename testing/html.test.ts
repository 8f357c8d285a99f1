/** The helpers tests read HTML with (testing/html.ts): each reads what a visitor or a screen reader gets, and tells a difference apart. */
import { headings, jsonLd, nameOf, nodes, textOf, without } from './html.ts';

describe('testing/html.ts', () => {
  it('nameOf: a link’s aria-label, else its words with an image’s alt text', () => {
    const [labelled, plain, image] = nodes('<a href="/a" aria-label="Start">Go</a><a href="/b">Our <b>FAQs</b></a><a href="/c"><img alt="Home"> page</a>', 'a');
    expect([labelled, plain, image].map((link) => nameOf(link!))).toEqual(['Start', 'Our FAQs', 'Home page']);
  });

  it('headings: levels and words in document order', () => {
    expect(headings('<h2>B</h2><h1>A <span class="num">1</span></h1><section><h3>C</h3></section>')).toEqual([
      { level: 2, text: 'B' },
      { level: 1, text: 'A 1' },
      { level: 3, text: 'C' },
    ]);
  });

  it('jsonLd: only the structured data blocks, parsed', () => {
    const html = '<script type="application/ld+json">{"@type":"Organization"}</script><script type="application/json">{"x":1}</script>';
    expect(jsonLd(html)).toEqual([{ '@type': 'Organization' }]);
  });

  it('without: the words less the elements a selector finds', () => {
    expect(textOf(without('<p>Fee 18% <small class="source-line">fined £5.4 million</small></p>', 'small.source-line'))).toBe('Fee 18%');
  });

  it('nodes: properties as the DOM reads them, from HTML or from an element', () => {
    const [form] = nodes('<form action="/x?a=1&amp;b=2" method="get"><button aria-pressed="true">On</button></form>', 'form');
    expect(form!.properties.action).toBe('/x?a=1&b=2');
    expect(nodes(form!, 'button').map((button) => button.properties.ariaPressed)).toEqual(['true']);
  });
});
