import '../sender';

export * as lotteryApi from '../../contract/calls/lottery';
