import { startTransition, StrictMode } from 'react';
import { BOOT_DATA_ID, type BootData } from './clientConfig.tsx';
import { Document } from './Document.tsx';
import { resolveRoute } from './routes.tsx';
import { BrowserRouter } from 'react-router';

/**
 * Resolves in a later task, so the browser can paint and handle input in
 * between. A message, as React's scheduler yields: a timer may wait 4 ms or
 * more, and a paused test clock would hold it for good.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function hydrate(): Promise<void> {
  const boot = JSON.parse(document.getElementById(BOOT_DATA_ID)!.textContent!) as BootData;
  // React DOM comes in a chunk of its own (preloaded with the entry) and runs in a task of its
  // own: with the shell's modules it made one task of about 130 ms on a throttled phone, which
  // kept the page from answering a tap. The first page's code loads alongside, so React adopts
  // the server's HTML without suspending.
  await nextTask();
  const [{ hydrateRoot }] = await Promise.all([import('./reactDomClient.ts'), resolveRoute(window.location.pathname).route.page.preload()]);
  // As a transition, React hydrates in slices and yields to the browser between them (as Remix's
  // entry does), so a tap during hydration is not held behind one long task.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <BrowserRouter>
          <Document boot={boot} />
        </BrowserRouter>
      </StrictMode>,
      {
        onRecoverableError(error) {
          console.error('hydration: recoverable error', error);
        },
      },
    );
  });
}

// A page whose code cannot load or run stays as the server sent it: it works without JavaScript.
hydrate().catch((error: unknown) => console.error('hydration: failed, the page stays as plain HTML', error));
