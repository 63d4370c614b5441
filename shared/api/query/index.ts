// The query layer (query.ts says its rules in the order they apply): once per page, the server's first answers,
// cancel-previous. Explicit list: what is not here is internal.
export { query } from './query';
export type { CallOptions } from './query';
export { clearPageMemo } from './per-page';
export { forgetFirstAnswers } from './first-answers';
