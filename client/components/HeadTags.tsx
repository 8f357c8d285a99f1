import { headTagsFor, type PageMeta } from '../../shared/seo.ts';

/** Renders `headTagsFor` as elements; pages never write `<meta>` by hand. */
export function HeadTags({ meta, siteUrl }: { meta: PageMeta; siteUrl: string }) {
  return headTagsFor(meta, siteUrl).map((tag, index) => {
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
      case 'jsonld':
        return <script key={`ld:${index}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: tag.json }} />;
    }
  });
}
