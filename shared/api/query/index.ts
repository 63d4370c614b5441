// The query layer (query.ts says its rules in the order they apply): once per page, the server's first answers,
// cancel-previous. What other folders import by the folder's name; the rest by its own module.
export { clearPageMemo } from './per-page';
export { forgetFirstAnswers } from './first-answers';
