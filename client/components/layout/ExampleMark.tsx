import { EXAMPLE_MARK, isStandIn, type BrandDetail } from '../../../shared/brand/brand.ts';

/** After a brand detail that is still a stand-in, the words that say so (issue 45 item 10); nothing once it is real. */
export function ExampleMark({ detail }: { detail: BrandDetail }) {
  return isStandIn(detail) ? <> {EXAMPLE_MARK}</> : null;
}
