import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../shared/ui/tokens.css';
// The member pages' and tables' common rules, the same files the widgets adopt into their shadow roots.
import '../shared/ui/member-pages.css';
import '../shared/ui/table.css';
import './layout/base.css';
import { App, createSiteRouter } from './app';
import { HYDRATION_ELEMENT_ID, type HydrationPayload } from '../shared/domain/server-render';
import { beginRenderPass, endRenderPass } from '../shared/page/render-pass';
import { setUser } from '../shared/store/session';
import type { UserState } from '../shared/contract/user';
import { replayEarlyTaps, stopHoldingTaps, takeOverTypedFields } from './early-taps';
import { connectStats } from './stats';
import { parseWithoutEval } from '../shared/contract/parse-without-eval';
// The cart model answers the product widgets' 'cart:add' (POST /api/cart) and keeps the count.
import '../shared/store/cart-lines';

// Before the first render, so the first page view is heard.
connectStats();
// Before any form loads its schema (the site's policy has no 'unsafe-eval').
parseWithoutEval();

const container = document.getElementById('root');
if (!container) throw new Error('index.html 缺少 #root 容器');

function readHydration(): HydrationPayload | null {
  const text = document.getElementById(HYDRATION_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as HydrationPayload;
  } catch {
    return null;
  }
}

const hydration = readHydration();
if (hydration && container.hasChildNodes()) {
  // The server rendered this page (host/entry-server.tsx): the browser hydrates the same tree, from the same state.
  if (hydration.session) setUser(hydration.session.user as UserState | null);
  const { loaderData, actionData, routeId } = hydration.router;
  const router = await createSiteRouter({ state: { loaderData, actionData }, routeId });
  beginRenderPass({ phase: 'hydrate', async: new Map(Object.entries(hydration.async).map(([id, entry]) => [id, { status: 'ready', value: entry.v }])) });
  // The hydration commit's last passive effect (App is the outermost component).
  const hydrated = () => {
    endRenderPass();
    // Now, not after a timer: what was typed before hydration goes into the fields' state before anything renders them again.
    takeOverTypedFields(container);
    // Said on the document for what waits on it (the end-to-end tests): the server's nodes are the app's now.
    document.documentElement.dataset.app = 'hydrated';
    // After React's commit has finished (an event dispatched from inside its effects is not handled as a tap).
    window.setTimeout(() => void replayEarlyTaps(), 0);
  };
  stopHoldingTaps();
  // In a transition, as Next.js's app router does: React hydrates in slices of about 5 ms and yields to the browser
  // between them, instead of one task the length of the whole page (the phone's total blocking time). A tap that comes
  // meanwhile makes React finish hydrating at once and then handles it (a discrete event on a dehydrated root).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} onCommit={hydrated} />
      </StrictMode>,
    );
  });
} else {
  const router = await createSiteRouter();
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
