import { sweepHostileInput } from './hostile-input';

// Writes: every value as JSON and as a form body, plus malformed bodies.
sweepHostileInput('write', (def) => def.method !== 'GET' && def.method !== 'DELETE');
