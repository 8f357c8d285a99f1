import { useRouteLoaderData } from 'react-router';
import type { RegistryWords } from '../shared/registryWords.ts';

export { monthText, shortFigure } from '../shared/registryWords.ts';

/**
 * The figures registry's words for this page: its entries' values and
 * displays and the sentences worked from them, from the root route's loader
 * (server/loaders.ts), so no figure is typed by hand and the registry stays
 * on the server.
 */
export function useRegistry(): RegistryWords {
  const root = useRouteLoaderData('root') as { registry: RegistryWords } | undefined;
  if (!root) throw new Error('useRegistry: the root route has no data');
  return root.registry;
}
