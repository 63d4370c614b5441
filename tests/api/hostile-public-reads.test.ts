import { sweepHostileInput } from './hostile-input';

// Catalogue and content reads a visitor can make too (sent here with the buyer's session).
sweepHostileInput('public read', (def) => (def.method === 'GET' || def.method === 'DELETE') && def.access !== 'member');
