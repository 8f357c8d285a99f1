/**
 * Hosts that serve copies of other publishers' pages, or development builds of
 * them (../shared/facts.md: "never a development or mirror host"; issue 29).
 * A source links the publisher's own site (the FCA Handbook's, the FCA's, the
 * outlet's); where only such a copy was read, the source names the original,
 * says a press report is one, and has no link. Each entry matches the host
 * and any subdomain of it.
 */
export const COPY_HOSTS: readonly string[] = [
  // FCA Handbook development and preview builds (the Handbook's own site is handbook.fca.org.uk).
  'azurewebsites.net',
  // A social-media mirror of GB News articles.
  'longform.social',
  // News aggregators reposting PA, Express, Sun, Guardian and City A.M. copy.
  'newsio.com',
  'theuktimes.co.uk',
  'amedpost.com',
  'piglobalinvestments.com',
  'kolekr.com',
  // A copy of an FCA press release.
  'parliamenttoday.com',
  // Pages served through someone else's host: a Times mirror, a forum quoting a judgment.
  'netlify.app',
  'forums.overclockers.co.uk',
];

/** The copy host `url` is on, or undefined when it is a publisher's own (or not a web address). */
export function copyHostOf(url: string): string | undefined {
  let hostname: string;
  try {
    hostname = new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  return COPY_HOSTS.find((host) => hostname === host || hostname.endsWith(`.${host}`));
}

/** Every web address in a text: markdown links, bare addresses. */
export function urlsIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s)<>"'\]]+/g)].map((match) => match[0]);
}
