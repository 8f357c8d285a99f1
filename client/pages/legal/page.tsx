import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { pdfDocumentNames, pdfUrl, type DocumentName } from '../../../shared/content/documents.ts';
import { legalPageByKey, type LegalPageConfig } from '../../../shared/content/legalPages.ts';
import { CookieSettings } from '../../components/consent/CookieSettings.tsx';
import type { loader, LegalDocument } from './loader.server.ts';

/** Issue 28: the cookie policy carries the control that changes the campaign-labels choice. */
const COOKIE_POLICY_KEY = 'cookie-policy';

/** The id of the element that holds a rendered document, so hydration can find the server's markup. */
const bodyId = (name: DocumentName) => `document-${name}`;

/** The server's rendering of the document, read before React hydrates over it. */
function serverMarkup(name: DocumentName): LegalDocument | { readonly ok: true; readonly html: string } {
  const html = typeof document === 'undefined' ? undefined : document.getElementById(bodyId(name))?.innerHTML;
  return html === undefined ? { ok: false } : { ok: true, html };
}

/**
 * A legal page (spec sections 2, 3, 4 and 8): its title, then its markdown
 * document, which comes with its loader's data (loader.server.ts,
 * loader.client.ts). States: loading (the document's skeleton while a
 * navigation's loader fetches it, client/Document.tsx), loaded, or an error
 * shown under the heading 'Page Not Found'.
 */
export default function LegalPage() {
  const { pageKey, document: loaded } = useLoaderData<typeof loader>();
  const page = legalPageByKey(pageKey);
  return (
    <div className="container page legal">
      {page ? (
        <LegalContent page={page} loaded={loaded} />
      ) : (
        // spec §8: unknown page key
        <LegalError message="Page not found" />
      )}
    </div>
  );
}

function LegalContent({ page, loaded }: { page: LegalPageConfig; loaded: LegalDocument | undefined }) {
  // The hydration data leaves the document out: hydrating, the page adopts the server's markup as it is (the same
  // bytes, so nothing to mismatch), with no request and without the markdown pipeline in its first load.
  const [first] = useState(() => loaded ?? serverMarkup(page.file));
  const view = loaded ?? first;
  if (!view.ok) {
    // spec §8: content request not OK
    return <LegalError message="Failed to load content" />;
  }
  return (
    <>
      <LegalHeader page={page} />
      {'html' in view ? (
        <div className="legal__body" id={bodyId(page.file)} dangerouslySetInnerHTML={{ __html: view.html }} />
      ) : (
        <div className="legal__body" id={bodyId(page.file)}>
          {view.nodes}
        </div>
      )}
      {page.key === COOKIE_POLICY_KEY ? <CookieSettings /> : null}
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
