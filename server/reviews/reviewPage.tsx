import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticRouter, StaticRouterProvider } from 'react-router';
import { BootProvider, type BootData, type ClientConfig } from '../../client/clientConfig.tsx';
import { ReviewFormStateProvider, type ReviewFormState } from '../../client/components/reviewFormState.tsx';
import { SUBMITTED_PARAM } from '../../client/pages/customer-review/page.tsx';
import type { AssetManifest } from '../manifest.ts';
import type { RouteHandler } from '../render/routeHandler.ts';

/** Where the review form lives (route table) and where a post without JavaScript lands once kept. */
export const REVIEW_PAGE_PATH = '/customer-review';
export const REVIEW_SUBMITTED_PATH = `${REVIEW_PAGE_PATH}?${SUBMITTED_PARAM}=1`;

/** Give up on a render that has not finished in this time, as the page renderer does. */
const RENDER_TIMEOUT_MS = 10_000;

export type RenderReviewPage = (state: ReviewFormState) => Promise<string>;

/**
 * The customer review page shown again in answer to a form post without
 * JavaScript (contract: "the form again with the errors and the values
 * kept"), rendered whole and with no script to run. The form posts to
 * /customer-review, so the address bar keeps the page's own address; an old
 * page may still post to /api/reviews, which the client's route table does
 * not know, so this answer is never hydrated (hydrating there would swap the
 * form for the 404 page). As plain HTML the form still works: it posts again,
 * and the server checks it.
 */
export function reviewPageRenderer({
  clientConfig,
  manifest,
  handler,
}: {
  clientConfig: ClientConfig;
  manifest: AssetManifest;
  handler: RouteHandler;
}): RenderReviewPage {
  // No entry (so no boot script) and no preloads: nothing here is meant to run.
  const boot: BootData = { config: clientConfig, build: manifest.buildId, assets: { css: manifest.styles.href, preloads: [] } };
  return async (state) => {
    const { context } = await handler.contextAt(REVIEW_PAGE_PATH);
    const { prelude } = await prerenderToNodeStream(
      <BootProvider value={{ boot, css: manifest.styles.text }}>
        <ReviewFormStateProvider state={state}>
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </ReviewFormStateProvider>
      </BootProvider>,
      { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) },
    );
    return text(prelude); // React writes the doctype itself
  };
}

async function text(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
