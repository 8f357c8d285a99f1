import { BOOT_DATA_ID } from './clientConfig.tsx';

/**
 * The one inline script of every page (decision 010), allowed by its hash in
 * the CSP: once the page has painted its first content and finished loading,
 * it adds the page's module preloads and the entry, named in the boot data.
 * Loading the code after the page is on screen keeps it from competing with
 * the HTML and images for a slow connection before the visitor sees anything;
 * everything works without it meanwhile (HTML first, decision 003).
 *
 * "Painted" is the first-contentful-paint entry, reported once the frame is
 * on screen (an animation frame comes before it). A hidden tab reports no
 * paint until shown, and an old browser none at all: after 4 s the code loads
 * regardless.
 */
export const BOOT_SCRIPT =
  `(()=>{let w=2,d=0;const go=()=>{if(d||--w>0)return;d=1;` +
  `const a=JSON.parse(document.getElementById(${JSON.stringify(BOOT_DATA_ID)}).textContent).assets;` +
  `for(const h of a.preloads){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}` +
  `const s=document.createElement("script");s.type="module";s.src=a.entry;document.head.append(s)};` +
  `addEventListener("load",go);` +
  `if(PerformanceObserver.supportedEntryTypes?.includes("paint")){const o=new PerformanceObserver(l=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}});o.observe({type:"paint",buffered:true})}else go();` +
  `setTimeout(()=>{w=1;go()},4e3)})()`;
