import '../sender';

export * as chatApi from '../../contract/calls/chat';
