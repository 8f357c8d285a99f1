import type { ReactNode } from 'react';
import { claimStartUrl, useClientConfig } from '../clientConfig.tsx';

/**
 * Every start-claim button (contract, Claim application links): an `<a>` to
 * the claim application in a new tab. Attribution adds stored UTM parameters
 * in the browser.
 */
export function StartClaimLink({
  children = 'Start your claim',
  className = 'button button--primary',
  variant,
}: {
  children?: ReactNode;
  className?: string;
  variant?: 'large' | 'inverse';
}) {
  const config = useClientConfig();
  const classes = [className, variant && `button--${variant}`].filter(Boolean).join(' ');
  return (
    <a className={classes} href={claimStartUrl(config)} target="_blank" rel="noopener" data-claim-link="">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
