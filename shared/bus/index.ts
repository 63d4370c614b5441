export { getBus } from './bus';
export type { Bus, Handler } from './bus';
export type { BusEvents, BusEventName, AlertAction, AddToCartLine } from './events';
export { navigate } from './navigate';
