import { FeeCalculator } from '../components/FeeCalculator.tsx';
import LegalPage from './LegalPage.tsx';
import { KEY_FACTS_PAGE_KEY } from '../../shared/documents.ts';
import { meta as legalMeta } from './LegalPage.tsx';
import type { PageMeta } from '../../shared/seo.ts';

/** The key-facts document plus the fee calculator (issue 3, item 10). */
export default function KeyFactsPage() {
  return (
    <>
      <LegalPage pageKey={KEY_FACTS_PAGE_KEY} />
      <div className="container">
        <FeeCalculator />
      </div>
    </>
  );
}

export function meta(): PageMeta {
  return legalMeta({ pageKey: KEY_FACTS_PAGE_KEY });
}
