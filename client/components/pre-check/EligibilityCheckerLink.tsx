import { SIGN_UP_NAME } from '../../../shared/brand/signUp.ts';
import { claimStartUrl, useClientConfig } from '../../clientConfig.tsx';

/**
 * The spec's 'online eligibility checker' text link (section 7): the claim application, in a new tab.
 * It is a sign-up (issue 29 item 7), so it keeps the sign-up's one name (contract, "Claim application
 * links"; issue 45 item 2): a "checker" would be the free pre-check's name.
 */
export function EligibilityCheckerLink() {
  const config = useClientConfig();
  return (
    <a href={claimStartUrl(config)} target="_blank" rel="noopener" data-claim-link="">
      online {SIGN_UP_NAME}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
