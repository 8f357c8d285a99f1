/**
 * The "No win no fee" link in the vehicle pages' dark hero (issue 29, item 18):
 * it was painted in the hero's own green, and axe missed it because the hero's
 * background is a gradient. Here the link's colour is checked against every
 * colour the hero paints behind it: the background colour and each of the
 * gradient's stops laid over it, with any translucent layer between.
 * At both widths in one test: a fresh context costs ~1.5 CPU-s.
 */
import type { Page } from '@playwright/test';
import { fees } from '../../../shared/fees/fees.ts';
import { featuredMakes, vehiclePath } from '../../../shared/vehicles/vehicles.ts';
import { expect, test, VIEWPORTS } from '../../../testing/e2e.ts';

type Rgba = readonly [number, number, number, number];

/** Every `rgb()`/`rgba()` in a computed style value, as Chromium writes them. */
function colours(value: string): Rgba[] {
  return [...value.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => {
    const [r, g, b, a = 1] = match[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [r!, g!, b!, a];
  });
}

/** `top` laid over an opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

interface Painted {
  readonly text: string;
  readonly linkText: string;
  readonly colour: string;
  /** From the element nearest the link outwards: its background colour and background image. */
  readonly layers: readonly { readonly color: string; readonly image: string }[];
}

/** The "No win no fee" link in the hero: its line, its colour and the backgrounds behind it. */
function heroLink(page: Page): Promise<Painted> {
  return page.evaluate(() => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('.landing-hero a')].find((a) => /no win no fee/i.test(a.textContent ?? ''));
    if (!link) throw new Error('no "No win no fee" link in the hero');
    const layers: { color: string; image: string }[] = [];
    for (let element: Element | null = link; element; element = element.parentElement) {
      const style = getComputedStyle(element);
      layers.push({ color: style.backgroundColor, image: style.backgroundImage });
    }
    return { text: (link.closest('li, p') as HTMLElement).innerText, linkText: link.innerText, colour: getComputedStyle(link).color, layers };
  });
}

/** Every colour painted behind the link: the first opaque background, each gradient stop over it, then the translucent layers nearer the link. */
function paintedBehind(layers: Painted['layers']): Rgba[] {
  const base = layers.findIndex((layer) => colours(layer.color)[0]?.[3] === 1);
  if (base === -1) throw new Error('no opaque background behind the link');
  const solid = colours(layers[base]!.color)[0]!;
  let painted: Rgba[] = [solid, ...colours(layers[base]!.image).map((stop) => over(stop, solid))];
  for (const layer of layers.slice(0, base).reverse()) {
    for (const stop of [...colours(layer.image), ...colours(layer.color)].filter((colour) => colour[3] > 0)) {
      painted = painted.map((colour) => over(stop, colour));
    }
  }
  return painted;
}

test.describe('the "No win no fee" link in the vehicle pages’ hero (issue 29, item 18)', () => {
  test.use({ javaScriptEnabled: false });

  test('is legible against every colour the hero paints behind it, and its line reads whole, at 390 and 1280 px', async ({ page }) => {
    // Without JavaScript the hero's layout and backgrounds are the stylesheet's media queries: each page is visited once and resized.
    for (const make of featuredMakes) {
      await page.setViewportSize(VIEWPORTS.mobile);
      await page.goto(vehiclePath(make));
      for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
        const where = `${make.name} at ${viewport.width} px`;
        await test.step(`is legible against every colour the hero paints behind it, and its line reads whole (${where})`, async () => {
          await page.setViewportSize(viewport);
          const link = await heroLink(page);
          expect(link.text, where).toBe(`No win no fee: ${fees.minPercentIncVat}% to ${fees.maxPercentIncVat}% including VAT if you win`);
          expect(link.linkText, where).toBe('No win no fee');
          const colour = colours(link.colour)[0]!;
          expect(colour[3], where).toBe(1);
          const behind = paintedBehind(link.layers);
          // The gradient is there: more than one colour behind the link.
          expect(behind.length, where).toBeGreaterThan(1);
          for (const background of behind)
            expect(
              contrast(colour, background),
              `${where}: ${link.colour} on rgb(${background.slice(0, 3).map(Math.round).join(', ')})`,
            ).toBeGreaterThanOrEqual(4.5);
        });
      }
    }
  });
});
