export { getBus } from './bus';
