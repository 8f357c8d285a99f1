import { windowsSentence } from '../figures/figures.ts';
import { withArticle } from '../../shared/nameWords.ts';
import { COMMON_KEYWORDS, pageMeta } from '../../shared/pageMeta.ts';
import type { PageMeta } from '../../shared/seo.ts';
import { isKnownMake } from './vehicleMakes.ts';
import { vehiclePath, type VehicleMake } from '../../shared/vehicles.ts';

/**
 * `/vehicles/{make}`: a real make's page is indexed under one canonical; any
 * other make (contract: still a page) is noindex, and its description and
 * keywords do not repeat the text from the address, which could say anything.
 */
export function vehiclePageMeta(make: VehicleMake): PageMeta {
  const title = `${make.name} Car Finance Claims`;
  if (!isKnownMake(make)) {
    return pageMeta(vehiclePath(make), {
      title,
      description: `Financed a car, van, motorbike or campervan? Complaining to your lender yourself is free. ${windowsSentence()}`,
      noindex: true,
    });
  }
  return pageMeta(vehiclePath(make), {
    title,
    description: `Financed ${withArticle(make.name)}? Complaining to your lender yourself is free. ${windowsSentence()}`,
    keywords: [`${make.name} car finance claim`, `${make.name} finance mis-sold`, ...COMMON_KEYWORDS],
  });
}
