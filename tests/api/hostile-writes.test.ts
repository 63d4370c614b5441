import { sweepHostileInput } from './hostile-input';

// Writes: every value as JSON and as a form body, plus malformed bodies.
sweepHostileInput('write', new Set(['POST', 'PUT', 'PATCH']));
