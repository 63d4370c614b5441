import { sweepHostileInput } from './hostile-input';

// Reads (and the deletes, which take their input the same way, in the query and path).
sweepHostileInput('read', new Set(['GET', 'DELETE']));
