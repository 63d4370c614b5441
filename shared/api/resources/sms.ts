import '../sender';

export * as smsApi from '../../contract/calls/sms';
