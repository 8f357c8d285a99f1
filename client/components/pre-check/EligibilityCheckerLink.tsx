import { claimStartUrl, useClientConfig } from '../../clientConfig.tsx';

/**
 * The 'online eligibility checker' text link (spec section 7): the claim application, in a new tab.
 * It is a sign-up (issue 29 item 7): the sentence around it says so and what it asks for.
 */
export function EligibilityCheckerLink() {
  const config = useClientConfig();
  return (
    <a href={claimStartUrl(config)} target="_blank" rel="noopener" data-claim-link="">
      online eligibility checker
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
