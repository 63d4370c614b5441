// The browser API client (docs/product/calls.md, docs/product/errors.md). Explicit list: what is not here is internal.
export { createApi, getApi, FORM_CONTENT_TYPE } from './client';
export type { Api, ApiOptions, SendOptions, HttpClient } from './client';
export { query, clearPageMemo, forgetFirstAnswers } from './query';
export type { CallOptions } from './query';
export { ApiError, isApiError, FailureMessages } from './errors';
export type { ApiErrorKind, ApiErrorInit } from './errors';
export { effectOf, applyEffect, LOGIN_PATH, CONTRACT_PATH } from './effects';
export type { Effect } from './effects';
export { encodeForm } from './form-encoding';
export { fetchFastBuy, fetchVarietyRequests, fetchVarietyRequest, createVarietyRequest, fetchFeedback, sendFeedback, uploadImage } from './calls/self-service';
