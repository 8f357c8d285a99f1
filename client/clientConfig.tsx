import { createContext, useContext, type ReactNode } from 'react';

/** What the browser needs to know of the server's configuration; nothing secret. */
export interface ClientConfig {
  readonly siteUrl: string;
  readonly claimAppUrl: string;
}

/** The assets of the first page, fixed for the life of the document. */
export interface PageAssets {
  /** The browser entry; absent for a page that must not be hydrated (the review form posted without JavaScript). */
  readonly entry?: string;
  /** The built stylesheet's URL, never fetched: the key of the inline `<style>` React adopts (decision 008). */
  readonly css: string;
  readonly preloads: readonly string[];
}

/** Serialised into a non-executing JSON block so the client hydrates with the same values. */
export interface BootData {
  readonly config: ClientConfig;
  readonly assets: PageAssets;
  /** Set when the server answered 404 for this path although a route matches it. */
  readonly notFoundPath?: string;
  /** The first page's props from its data module (decision 015), where its route has one. */
  readonly pageData?: FirstPageData;
}

/** The first page's data as the server sends it: the props its data module gave for this path. */
export interface FirstPageData {
  readonly path: string;
  readonly props: Record<string, unknown>;
}

export const BOOT_DATA_ID = 'df-boot';

const ConfigContext = createContext<ClientConfig | null>(null);

export function ClientConfigProvider({ config, children }: { config: ClientConfig; children: ReactNode }) {
  return <ConfigContext value={config}>{children}</ConfigContext>;
}

export function useClientConfig(): ClientConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useClientConfig outside ClientConfigProvider');
  return config;
}

export function claimStartUrl(config: ClientConfig): string {
  return `${config.claimAppUrl}/new-claimant-details`;
}
