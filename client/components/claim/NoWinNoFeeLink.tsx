import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { OPTIONS_PATH } from '../../../shared/pre-check/preCheckUrl.ts';

/**
 * "No win no fee", linked to the options side by side (issue 15): wherever we
 * offer our service on those terms, the free routes are one step away.
 */
export function NoWinNoFeeLink({ children = 'no win no fee' }: { children?: ReactNode }) {
  return <Link to={OPTIONS_PATH}>{children}</Link>;
}

const PHRASE = /(no win no fee)/i;

/** Copy with each "no win no fee" in it linked; `render` marks up the rest (numbers, for one). */
export function linkNoWinNoFee(text: string, render: (part: string) => ReactNode = (part) => part): ReactNode[] {
  return text
    .split(PHRASE)
    .map((part, index) => (index % 2 === 1 ? <NoWinNoFeeLink key={index}>{part}</NoWinNoFeeLink> : <Fragment key={index}>{render(part)}</Fragment>));
}
