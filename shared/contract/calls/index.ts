export * from './auth';
export * from './content';
export * from './article';
export * from './goods';
export * from './cart';
