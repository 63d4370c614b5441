import { setCallSender } from '../contract/define-call';
import { call } from './call';

// Lends every contract def the browser client (call.ts: error effects, silent,
// signal, headers, server-render rules, cancel-previous through the Api).
// Imported by each shared/api/resources module, so a def is never made
// before it can be sent.
setCallSender(call);
