/**
 * The review policy's rules (issue 46; facts.md §7: a publisher of reviews
 * needs a visible policy on how reviews are checked, published and removed).
 * One list, read by the moderation command (`npm run reviews -- reasons`, and
 * `reject --reason KEY` refuses any other key) and by /review-policy, which
 * prints each rule: a review is kept off the site only for one of these.
 */
export interface RemovalReason {
  /** What the operator types: `npm run reviews -- reject ID --reason KEY`. */
  readonly key: string;
  /** The rule as the policy page states it: a review is not published when… */
  readonly rule: string;
}

export const REMOVAL_REASONS = [
  { key: 'not-about-our-service', rule: 'it is not about the writer’s own experience of our service' },
  {
    key: 'fake',
    rule: 'we have good reason to think it is fake: written by someone pretending to have used our service, or to look like more than one person',
  },
  { key: 'connected-writer', rule: 'it was written by someone who works for us or for a competitor, or on their behalf' },
  { key: 'incentivised', rule: 'the writer was paid, rewarded or offered anything for it, by anyone' },
  { key: 'personal-information', rule: 'it includes personal information, such as a phone number, an address, an agreement number or someone else’s name' },
  { key: 'offensive', rule: 'it is abusive, threatening, hateful or obscene' },
  { key: 'unlawful', rule: 'it is defamatory or otherwise unlawful' },
  { key: 'advertising', rule: 'it advertises something or links to another website' },
  { key: 'duplicate', rule: 'it repeats a review the same person already sent about the same experience (we publish the first)' },
] as const satisfies readonly RemovalReason[];

export type RemovalReasonKey = (typeof REMOVAL_REASONS)[number]['key'];

export function isRemovalReason(key: string): key is RemovalReasonKey {
  return REMOVAL_REASONS.some((reason) => reason.key === key);
}
