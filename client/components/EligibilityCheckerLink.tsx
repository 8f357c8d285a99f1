import { claimStartUrl, useClientConfig } from '../clientConfig.tsx';

/** The 'online eligibility checker' text link (spec section 7): the claim application, in a new tab. */
export function EligibilityCheckerLink() {
  const config = useClientConfig();
  return (
    <a href={claimStartUrl(config)} target="_blank" rel="noopener" data-claim-link="">
      online eligibility checker
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
