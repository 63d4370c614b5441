import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '../shared/ui/tokens.css';
// The member pages' and tables' common rules, the same files the widgets adopt into their shadow roots.
import '../shared/ui/member-pages.css';
import '../shared/ui/table.css';
import './layout/base.css';
import { App, firstPageReady } from './app';
import { FIRST_PAINT_ELEMENT_ID } from '../shared/domain/first-answers';
import { firstScreenFilled, revealApp } from './first-paint';
import { connectStats } from './stats';
// The cart model answers the product widgets' 'cart:add' (POST /api/cart) and keeps the count.
import '../shared/store/cart-lines';

// Before the first render, so the first page view is heard.
connectStats();

const container = document.getElementById('root');
if (!container) throw new Error('index.html 缺少 #root 容器');
const firstPaint = document.getElementById(FIRST_PAINT_ELEMENT_ID);

// The first page's code first, so the app's first render is that page rather than the loading state.
await firstPageReady();
const root = createRoot(container);
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Behind a first paint the app renders unseen, so its first render may yield to the browser (a transition is
// rendered in slices) instead of holding the main thread for the whole page in one task.
if (firstPaint) startTransition(() => root.render(app));
else root.render(app);
// A page the server painted first keeps that paint on screen until the app's first screen is filled, then swaps.
if (firstPaint) {
  await firstScreenFilled();
  revealApp(container, firstPaint);
}
