import '../sender';

export * as walletApi from '../../contract/calls/wallet';
