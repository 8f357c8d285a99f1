import { createContext, useContext, type ReactNode } from 'react';
import type { HydrationState } from 'react-router';

/** What the browser needs to know of the server's configuration; nothing secret. */
export interface ClientConfig {
  readonly siteUrl: string;
  readonly claimAppUrl: string;
}

/** The assets of the first page, fixed for the life of the document. */
export interface PageAssets {
  /** The browser entry; absent for a page that must not be hydrated (the review form an older page posted to /api/reviews, shown again). */
  readonly entry?: string;
  /** The built stylesheet's URL, never fetched: the key of the inline `<style>` React adopts (decision 008). */
  readonly css: string;
  readonly preloads: readonly string[];
}

/** Serialised into a non-executing JSON block so the client hydrates with the same values. */
export interface BootData {
  readonly config: ClientConfig;
  readonly assets: PageAssets;
  /** The build that rendered the page: the browser asks for route data of this build (client/routeData.ts). */
  readonly build: string;
  /** The server router's state (loader data, errors), React Router's `hydrationData` for `createBrowserRouter`. */
  readonly hydrationData?: HydrationState;
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

/** What the document needs besides the router: the boot data and, on the server only, the stylesheet's text (decision 008). */
export interface DocumentContextValue {
  readonly boot: BootData;
  readonly css?: string;
}

const BootContext = createContext<DocumentContextValue | null>(null);

export function BootProvider({ value, children }: { value: DocumentContextValue; children: ReactNode }) {
  return <BootContext value={value}>{children}</BootContext>;
}

export function useBoot(): DocumentContextValue {
  const value = useContext(BootContext);
  if (!value) throw new Error('useBoot outside BootProvider');
  return value;
}
