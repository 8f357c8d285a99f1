import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BOOT_DATA_ID, type BootData } from './clientConfig.tsx';
import { Document } from './Document.tsx';
import { resolveRoute } from './routes.tsx';
import { adoptServerCopy } from './serverCopy.tsx';
import { SiteRouter } from './siteRouter.tsx';

async function hydrate(): Promise<void> {
  const boot = JSON.parse(document.getElementById(BOOT_DATA_ID)!.textContent!) as BootData;
  adoptServerCopy();
  // Load the first page's code before hydrating so React adopts the server's HTML without suspending.
  await resolveRoute(window.location.pathname).route.page.preload();
  // As a transition, React hydrates in slices and yields to the browser between them (as Remix's
  // entry does), so a tap during hydration is not held behind one long task.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <SiteRouter>
          <Document boot={boot} />
        </SiteRouter>
      </StrictMode>,
      {
        onRecoverableError(error) {
          console.error('hydration: recoverable error', error);
        },
      },
    );
  });
}

void hydrate();
