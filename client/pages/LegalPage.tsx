import { Suspense, use, useEffect } from 'react';
import { Link } from 'react-router';
import { pdfDocumentNames, pdfUrl, type DocumentName } from '../../shared/documents.ts';
import { legalPageByKey, type LegalPageConfig } from '../../shared/legalPages.ts';
import { documentBodyId, useDocumentSource } from '../documentSource.tsx';
import { pageMeta } from '../../shared/pageMeta.ts';
import type { PageMeta } from '../../shared/seo.ts';

/**
 * A legal page (spec sections 2, 3, 4 and 8): its title, then its markdown
 * document. States: loading (a skeleton, on a client-side navigation only),
 * loaded, or an error shown under the heading 'Page Not Found'.
 */
export default function LegalPage({ pageKey }: { pageKey: string }) {
  const page = legalPageByKey(pageKey);
  return (
    <div className="container page legal">
      {page ? (
        // Keyed, so moving between legal pages shows the skeleton rather than the last page's text.
        <Suspense
          key={page.key}
          fallback={
            <>
              <LegalHeader page={page} />
              <LegalSkeleton />
            </>
          }
        >
          <LegalContent page={page} />
        </Suspense>
      ) : (
        // spec §8: unknown page key
        <LegalError message="Page not found" />
      )}
    </div>
  );
}

function LegalContent({ page }: { page: LegalPageConfig }) {
  const source = useDocumentSource();
  // On the server and when hydrating the document is at hand; after a navigation it is fetched (and suspends).
  const view = source.peek(page.file) ?? use(source.load(page.file));
  if (!view.ok) {
    return (
      <>
        {/* spec §8: content request not OK */}
        <LegalError message="Failed to load content" />
        <ForgetOnLeave forget={source.forget} name={page.file} />
      </>
    );
  }
  return (
    <>
      <LegalHeader page={page} />
      {'html' in view ? (
        // Hydration adopts the server's markup as it is (documentSource.tsx).
        <div className="legal__body" id={documentBodyId(page.file)} dangerouslySetInnerHTML={{ __html: view.html }} />
      ) : (
        <div className="legal__body" id={documentBodyId(page.file)}>
          {view.nodes}
        </div>
      )}
    </>
  );
}

function LegalHeader({ page }: { page: LegalPageConfig }) {
  const pdf = page.hasPdf ? pdfDocumentNames.find((name) => name === page.file) : undefined;
  return (
    <header className={page.hasHero ? 'legal__header legal__header--hero' : 'legal__header'}>
      <h1>{page.hasHero && page.heroTitle ? page.heroTitle : page.title}</h1>
      {page.hasHero && page.heroSubtitle ? <p className="lead">{page.heroSubtitle}</p> : null}
      {pdf ? (
        <p className="legal__download">
          <a className="button button--outline button--small" href={pdfUrl(pdf)} type="application/pdf">
            Download PDF Version
          </a>
        </p>
      ) : null}
    </header>
  );
}

function LegalSkeleton() {
  return (
    <div className="legal-skeleton" aria-busy="true">
      <p role="status" className="visually-hidden">
        Loading
      </p>
      <div aria-hidden="true">
        {SKELETON_LINES.map((kind, index) => (
          <span key={index} className={`legal-skeleton__line legal-skeleton__line--${kind}`} />
        ))}
      </div>
    </div>
  );
}

const SKELETON_LINES = ['heading', 'full', 'full', 'short', 'gap', 'heading', 'full', 'full', 'full', 'short'] as const;

function LegalError({ message }: { message: string }) {
  return (
    <div className="legal__error">
      <h1>Page not found</h1>
      <p className="lead">{message}</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </div>
  );
}

/** A failed load is dropped when the visitor leaves, so coming back tries again. */
function ForgetOnLeave({ forget, name }: { forget: (name: DocumentName) => void; name: DocumentName }) {
  useEffect(() => () => forget(name), [forget, name]);
  return null;
}

export function meta({ pageKey }: { pageKey: string }): PageMeta {
  const page = legalPageByKey(pageKey);
  if (!page) return pageMeta(`/${pageKey}`, { title: 'Page Not Found', description: 'Page not found', noindex: true });
  return pageMeta(`/${page.key}`, { title: page.title, description: page.description, keywords: page.keywords });
}
