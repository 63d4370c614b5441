import '../sender';

export * as invoiceApi from '../../contract/calls/invoice';
