import type { ReactNode } from 'react';
import { claimStartUrl, useClientConfig } from '../../clientConfig.tsx';

/**
 * Every start-claim button (contract, Claim application links): an `<a>` to
 * the claim application in a new tab. One name everywhere (issue 20): it is
 * where a claim starts with us, a sign-up, unlike the free pre-check ("Am I
 * covered?"), which collects nothing. Attribution adds stored UTM parameters
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
      <span className="visually-hidden"> (a sign-up, opens in a new tab)</span>
    </a>
  );
}
