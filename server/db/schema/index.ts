// The whole schema, one file per table; drizzle.config.ts and the client read it from here.
export * from './account-managers';
export * from './users';
export * from './sessions';
export * from './categories';
export * from './goods';
export * from './cart-items';
export * from './messages';
export * from './nav-items';
export * from './banners';
export * from './brands';
export * from './help-categories';
export * from './help-articles';
export * from './site-settings';
export * from './page-views';
export * from './favorites';
export * from './search-dictionary';
