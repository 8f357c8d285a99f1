import { use, useEffect } from 'react';
import { Link, useLoaderData } from 'react-router';
import { pdfDocumentNames, pdfUrl, type DocumentName } from '../../../shared/documents.ts';
import { legalPageByKey, type LegalPageConfig } from '../../../shared/legalPages.ts';
import { CookieSettings } from '../../components/consent/CookieSettings.tsx';
import { documentBodyId, useDocumentSource, type DocumentView } from '../../documentSource.tsx';
import type { LegalData } from './loader.server.ts';

/** Issue 28: the cookie policy carries the control that changes the campaign-labels choice. */
const COOKIE_POLICY_KEY = 'cookie-policy';

/**
 * A legal page (spec sections 2, 3, 4 and 8): its title, then its markdown
 * document. States: loading (the document's skeleton while a navigation's
 * loader fetches it, client/Document.tsx), loaded, or an error shown under
 * the heading 'Page Not Found'.
 */
export default function LegalPage() {
  const { pageKey, view } = useLoaderData<LegalData & { view?: DocumentView }>();
  const page = legalPageByKey(pageKey);
  return (
    <div className="container page legal">
      {page ? (
        <LegalContent page={page} loaded={view} />
      ) : (
        // spec §8: unknown page key
        <LegalError message="Page not found" />
      )}
    </div>
  );
}

function LegalContent({ page, loaded }: { page: LegalPageConfig; loaded: DocumentView | undefined }) {
  const source = useDocumentSource();
  // After a navigation the loader brought the document; on the server and when hydrating it is at hand.
  const view = loaded ?? source.peek(page.file) ?? use(source.load(page.file));
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

/** A failed load is dropped when the visitor leaves, so coming back tries again. */
function ForgetOnLeave({ forget, name }: { forget: (name: DocumentName) => void; name: DocumentName }) {
  useEffect(() => () => forget(name), [forget, name]);
  return null;
}
