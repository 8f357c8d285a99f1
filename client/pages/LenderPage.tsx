import type { Lender } from '../../shared/lenders.ts';
export default function LenderPage({ lender }: { lender: Lender }) {
  return (
    <div className="container page">
      <h1>Mis-sold {lender.name} Car Finance</h1>
      <p className="lead">Had finance with {lender.name} between 2007 and 2021? You could be owed money.</p>
    </div>
  );
}
