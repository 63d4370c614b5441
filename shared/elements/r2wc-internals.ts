/**
 * The two private pieces of @r2wc/react-to-web-component 2.1 that
 * register.ts relies on, kept in this one module: r2wc stores an element's
 * props under Symbol.for('r2wc.props') and its render method under
 * Symbol.for('r2wc.render'). register.ts uses them to give boolean
 * attributes their HTML meaning and to drop a prop when its attribute is
 * removed, which r2wc's public API does not offer. The version is pinned in
 * package.json; r2wc-internals.test.ts fails if an upgrade moves them.
 */
export const R2WC_PROPS = Symbol.for('r2wc.props');
export const R2WC_RENDER = Symbol.for('r2wc.render');

/** An r2wc element seen through its private slots. */
export interface R2wcInternals {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
}
