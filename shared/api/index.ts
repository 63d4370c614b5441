// The browser API client (docs/product/calls.md, errors.md): what other folders import by its name; the rest by its own module.
export { forgetFirstAnswers } from './query';
export { isApiError } from './errors';
export { applyEffect } from './effects';
export { uploadImage } from './calls/self-service';
