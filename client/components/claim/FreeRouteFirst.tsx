import type { ReactNode } from 'react';
import { brand } from '../../../shared/brand/brand.ts';
import { feeRangeText } from '../../../shared/fees/feeRange.ts';

/**
 * What we are and what we charge, in one wording for every first screen (issue 29 item 14, issue 45 item 5;
 * CMCOB 3.2): the fee range comes from the fee bands, never retyped.
 */
export function claimsFirmText(): string {
  return `${brand.name} is a claims management company. If your claim with us succeeds, the fee is ${feeRangeText()} of what is recovered.`;
}

/**
 * The first screen of a landing page (issue 45 item 5): the page's own free route first, then that we are a
 * claims management company and our fee range, then the page's first call to action (`children`), in this
 * order and together, so a 320 × 568 phone shows all three before any reason to sign up. `block` names the
 * page's own classes (`{block}__free`, `{block}__who`, `{block}__actions`), so each hero keeps its look.
 */
export function FreeRouteFirst({ block, free, children }: { block: string; free: ReactNode; children?: ReactNode }) {
  return (
    <>
      <p className={`${block}__free`}>{free}</p>
      <p className={`${block}__who`}>{claimsFirmText()}</p>
      {children && <div className={`${block}__actions`}>{children}</div>}
    </>
  );
}
