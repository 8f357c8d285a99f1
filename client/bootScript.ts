import { BOOT_DATA_ID } from './clientConfig.tsx';

/**
 * The one inline script of every page (decision 010), allowed by its hash in
 * the CSP: after the first paint it adds the page's module preloads and the
 * entry, named in the boot data. Loading the code after the page is on screen
 * keeps it from competing with the HTML and images for a slow connection
 * before the visitor sees anything; everything works without it meanwhile
 * (HTML first, decision 003). requestAnimationFrame runs just before a paint;
 * the timeout after it, once that paint is done.
 */
export const BOOT_SCRIPT =
  `requestAnimationFrame(()=>setTimeout(()=>{` +
  `const d=document,a=JSON.parse(d.getElementById(${JSON.stringify(BOOT_DATA_ID)}).textContent).assets;` +
  `for(const h of a.preloads){const l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.append(l)}` +
  `const s=d.createElement("script");s.type="module";s.src=a.entry;d.head.append(s)}))`;
