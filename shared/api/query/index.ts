// The query layer (query.ts says its rules in order): once per page, the server's first answers, cancel-previous.
export { query } from './query';
export type { CallOptions } from './query';
export { oncePerPage, clearPageMemo } from './per-page';
export { forgetFirstAnswers, firstAnswersLeft } from './first-answers';
export { CANCEL_EXEMPT_PATHS } from './in-flight';
