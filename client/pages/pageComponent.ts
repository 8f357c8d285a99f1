import type { ComponentType } from 'react';

/**
 * A page's component, by its folder. One template, so the bundler makes one
 * chunk of every `client/pages/<page>/page.tsx`, and the folder's name is the
 * chunk's name in the build manifest (build.mjs reads it from the metafile):
 * nothing to keep equal by hand. Here, beside the folders, to keep the
 * bundle's table of them short.
 */
export const pageComponent = (folder: string) => import(`./${folder}/page.tsx`) as Promise<{ default: ComponentType }>;
