import { windowsSentence } from '../figures/figures.ts';
import { withArticle } from './nameWords.ts';
import { COMMON_KEYWORDS, pageMeta } from '../seo/pageMeta.ts';
import type { PageMeta } from '../seo/seo.ts';
import { headlineKind, vehiclePath, type VehicleMake } from './vehicles.ts';

/** `/vehicles/{make}`: a real make's page (any other make is the 404), indexed under one canonical. */
export function vehiclePageMeta(make: VehicleMake): PageMeta {
  const kind = headlineKind(make);
  const titleKind = kind.charAt(0).toUpperCase() + kind.slice(1);
  return pageMeta(vehiclePath(make), {
    title: `${make.name} ${titleKind} Finance Claims`,
    description: `Financed ${withArticle(make.name)}? Complaining to your lender yourself is free. ${windowsSentence()}`,
    keywords: [`${make.name} ${kind} finance claim`, `${make.name} finance mis-sold`, ...COMMON_KEYWORDS],
  });
}
