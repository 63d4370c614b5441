import { setCallSender } from '../contract/define-call';
import { query } from './query/query';

// Lends every contract def the browser client through the query layer (query/query.ts:
// once per page, first answers, cancel-previous, error effects, silent, signal, headers).
// Imported by each shared/api/resources module, so a def is never made
// before it can be sent.
setCallSender(query);
