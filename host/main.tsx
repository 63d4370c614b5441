import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../shared/ui/tokens.css';
// The member pages' and tables' common rules, the same files the widgets adopt into their shadow roots.
import '../shared/ui/member-pages.css';
import '../shared/ui/table.css';
import './layout/base.css';
import { App } from './app';
import { connectStats } from './stats';
// The cart model answers the product widgets' 'cart:add' (POST /api/cart) and keeps the count.
import '../shared/store/cart-lines';

// Before the first render, so the first page view is heard.
connectStats();

const container = document.getElementById('root');
if (!container) throw new Error('index.html 缺少 #root 容器');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
