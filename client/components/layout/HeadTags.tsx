import { headTagsFor, type HeadTag, type PageMeta } from '../../../shared/seo.ts';

/**
 * Renders `headTagsFor` as elements, then the page's JSON-LD (its loader's
 * blocks, escaped JSON text); pages never write `<meta>` by hand.
 */
export function HeadTags({ meta, siteUrl, structuredData }: { meta: PageMeta; siteUrl: string; structuredData: readonly string[] }) {
  return (
    <>
      {headTagsFor(meta, siteUrl).map(headTag)}
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
