export { getConfig, configure, API_BASE_BY_ENV } from './config';
export type { YaopiConfig, Environment } from './config';
export { takeFragmentToken } from './fragment-token';
