import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { BootData, ClientConfig } from '../../client/clientConfig.tsx';
import { ReviewFormStateProvider, type ReviewFormState } from '../../client/components/reviewFormState.tsx';
import { Document } from '../../client/Document.tsx';
import { SUBMITTED_PARAM } from '../../client/pages/CustomerReviewPage.tsx';
import { resolveRoute } from '../../client/routes.tsx';
import type { AssetManifest } from '../manifest.ts';

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
export function reviewPageRenderer({ clientConfig, manifest }: { clientConfig: ClientConfig; manifest: AssetManifest }): RenderReviewPage {
  const { route } = resolveRoute(REVIEW_PAGE_PATH);
  // No entry (so no boot script) and no preloads: nothing here is meant to run.
  const boot: BootData = { config: clientConfig, assets: { css: manifest.styles.href, preloads: [] } };
  return async (state) => {
    await route.page.preload();
    const { prelude } = await prerenderToNodeStream(
      <StaticRouter location={REVIEW_PAGE_PATH}>
        <ReviewFormStateProvider state={state}>
          <Document boot={boot} css={manifest.styles.text} />
        </ReviewFormStateProvider>
      </StaticRouter>,
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
