export * from './envelope';
export * from './codes';
export * from './define-call';
export type * from './user';
export type * from './content';
export type * from './help';
export type * from './goods';
export type * from './cart';
export * as calls from './calls';
export * from './order';
export type * from './chat';
export type * from './pay-password';
export * from './statuses';

export * from './account';
export * from './self-service';
export * from './purchase-contract';
export type * from './ads';
