import { COMMON_KEYWORDS, pageMeta } from '../../../shared/pageMeta.ts';
import type { PageMeta } from '../../../shared/seo.ts';

export interface VehiclesData {
  readonly meta: PageMeta;
}

export function loader(): VehiclesData {
  return {
    meta: pageMeta('/vehicles', {
      title: 'Car Finance Claims by Vehicle Make',
      description: 'Financed an Audi, BMW, Ford or another make? Find the page for your vehicle make and see how a car finance claim works.',
      keywords: ['car finance claim by make', ...COMMON_KEYWORDS],
    }),
  };
}
