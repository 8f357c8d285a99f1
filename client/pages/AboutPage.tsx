import { StartClaimLink } from '../components/StartClaimLink.tsx';
export default function AboutPage() {
  return (
    <div className="container page">
      <h1>About Us</h1>
      <p className="lead">We help UK drivers find out whether their car finance was mis-sold.</p>
      <StartClaimLink />
    </div>
  );
}
