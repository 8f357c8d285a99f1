import { headTagsFor, type HeadTag, type PageMeta } from '../../shared/seo.ts';
import { StructuredData } from '#structured-data';

/** Renders `headTagsFor` as elements, then the page's JSON-LD; pages never write `<meta>` by hand. */
export function HeadTags({ meta, siteUrl }: { meta: PageMeta; siteUrl: string }) {
  return (
    <>
      {headTagsFor(meta, siteUrl).map(headTag)}
      <StructuredData meta={meta} siteUrl={siteUrl} />
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
