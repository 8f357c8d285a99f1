import { StartClaimLink } from '../components/StartClaimLink.tsx';
export default function FaqsPage() {
  return (
    <div className="container page">
      <h1>Frequently Asked Questions</h1>
      <p className="lead">Eligibility for compensation and the claims process, explained.</p>
      <StartClaimLink />
    </div>
  );
}
