import { sweepHostileInput } from './hostile-input';

// The member's own data: reads (and the deletes, which take their input the same way, in the query and path).
sweepHostileInput('member read', (def) => (def.method === 'GET' || def.method === 'DELETE') && def.access === 'member');
