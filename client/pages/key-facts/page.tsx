import { FeeCalculator } from '../../components/figures/FeeCalculator.tsx';
import LegalPage from '../legal/page.tsx';

/** The key-facts document plus the fee calculator (issue 3, item 10). */
export default function KeyFactsPage() {
  return (
    <>
      <LegalPage />
      <div className="container">
        <FeeCalculator />
      </div>
    </>
  );
}
