import '../sender';

export * as payPasswordApi from '../../contract/calls/pay-password';
