import { StartClaimLink } from '../components/StartClaimLink.tsx';
export default function HomePage() {
  return (
    <div className="container page">
      <h1>You could be owed money</h1>
      <p className="lead">If you bought a car, van, motorbike or campervan on finance between April 2007 and 28 January 2021, you may have been mis-sold it.</p>
      <StartClaimLink />
    </div>
  );
}
