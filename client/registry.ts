import { useRouteLoaderData } from 'react-router';
import type { RootData } from './root.server.ts';
import type { RegistryWords } from '../shared/figures/registryWords.ts';

export { monthText, shortFigure } from '../shared/figures/registryWords.ts';

/**
 * What every page may show, from the root route's loader (client/root.server.ts):
 * the figures registry's words, the displayed reviews and the rating badge.
 * Their sources stay on the server, so no figure is typed by hand and none
 * ships as code.
 */
export function useSiteData(): RootData {
  const root = useRouteLoaderData('root') as RootData | undefined;
  if (!root) throw new Error('useSiteData: the root route has no data');
  return root;
}

/** The registry's entries' values and displays, and the sentences worked from them. */
export function useRegistry(): RegistryWords {
  return useSiteData().registry;
}
