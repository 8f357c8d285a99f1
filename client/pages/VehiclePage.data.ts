// A vehicle-make page's words (decision 015): sent with the first page, imported after a navigation.
import { vehiclePageContent, type LandingContent } from '../../shared/landingContent.ts';
import type { VehicleMake } from '../../shared/vehicles.ts';

export interface VehiclePageData {
  readonly content: LandingContent;
}

export function pageData({ make }: { make: VehicleMake }): VehiclePageData {
  return { content: vehiclePageContent(make) };
}
