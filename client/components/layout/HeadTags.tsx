import type { HeadTag } from '../../../shared/seo/seo.ts';

/**
 * Renders the page's tags as elements, then its JSON-LD (escaped JSON text):
 * both worked out by its loader on the server (`pageHead`); pages never write
 * `<meta>` by hand.
 */
export function HeadTags({ head, structuredData }: { head: readonly HeadTag[]; structuredData: readonly string[] }) {
  return (
    <>
      {head.map(headTag)}
      {structuredData.map((json, index) => (
        <script key={`ld:${index}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      ))}
    </>
  );
}

function headTag(tag: HeadTag) {
  switch (tag.kind) {
    case 'title':
      return <title key="title">{tag.text}</title>;
    case 'meta':
      return tag.property ? (
        <meta key={`p:${tag.property}`} property={tag.property} content={tag.content} />
      ) : (
        <meta key={`n:${tag.name}`} name={tag.name} content={tag.content} />
      );
    case 'link':
      return <link key={`l:${tag.rel}`} rel={tag.rel} href={tag.href} />;
  }
}
