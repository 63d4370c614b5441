/**
 * The layout's stylesheets, imported from the entry's module graph (host/route-objects.tsx) so they stay in the
 * entry's CSS file, which every server-rendered page links: the layout's code is a lazy chunk
 * (docs/decisions.md ADR-067), but its look is part of the first paint. In the order the layout's modules
 * import them, which is their order in the cascade. The components do not import them themselves: a stylesheet
 * imported from a lazy chunk too would go to a chunk of its own, linked before the entry's base rules.
 */
import './site-logo.css';
import './login-header.css';
import './nav-bar.css';
import './tab-bar.css';
import './layout.css';
