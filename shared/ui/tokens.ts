import tokensCss from './tokens.css?inline';

/**
 * The design tokens (`--yp-*` custom properties with their defaults) as CSS
 * text, for adoptStyles. A module of its own, free of React, so the lit
 * elements (<yp-cart-badge>) take the tokens without pulling preact into the
 * partner bundle's entry.
 */
export { tokensCss };
