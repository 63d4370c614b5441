#!/usr/bin/env node
// One name per resource across layers (issue 28, item 3): contract, client resources, routes, services,
// schema files, seed files, host pages, widgets and tests all use the same singular file/folder name.
//
// Usage: node scripts/codemods/one-name.mjs [--dry-run]
//   Re-runnable and idempotent: it moves (git mv) every tracked file whose path an old name still matches,
//   then rewrites relative import specifiers ('./x', '../x' in .ts/.tsx/.js/.mjs/.css) and repo-rooted path
//   mentions (server/…, shared/…, host/…, widgets/…, tests/…) in text files. A second run finds nothing to do.
//   Only file and folder names change: URL paths, page routes, DB table names and migrations stay as they are.
//   docs/decisions.md (history) and server/db/migrations are left untouched.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dryRun = process.argv.includes('--dry-run');
const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
process.chdir(root);

// [old stem, new stem]. A stem names a folder (everything under it moves) or a file without its
// extension (every sibling "stem.*" moves: .ts, .test.ts, .css …). Rules apply until nothing matches,
// so a nested rule may be written under the parent's new name.
const RULES = [
  // address
  ['server/db/schema/addresses', 'server/db/schema/address'],
  ['server/services/addresses', 'server/services/address'], // stale mentions in comments
  ['tests/api/addresses', 'tests/api/address'],
  ['tests/e2e/addresses', 'tests/e2e/address'],
  ['widgets/account-centre/pages/addresses-page', 'widgets/account-centre/pages/address-page'],
  // ad
  ['shared/contract/ads', 'shared/contract/ad'],
  ['shared/contract/calls/ads', 'shared/contract/calls/ad'],
  ['shared/api/calls/ads', 'shared/api/calls/ad'],
  ['shared/api/resources/ads', 'shared/api/resources/ad'],
  ['server/routes/ads', 'server/routes/ad'],
  ['server/services/ads', 'server/services/ad'],
  ['server/db/seed/ads', 'server/db/seed/ad'],
  ['tests/api/ads', 'tests/api/ad'],
  // after-sale
  ['shared/contract/seller/after-sales', 'shared/contract/seller/after-sale'],
  ['server/routes/after-sales', 'server/routes/after-sale'],
  ['server/routes/seller/after-sales', 'server/routes/seller/after-sale'],
  ['server/services/after-sales', 'server/services/after-sale'],
  ['server/services/seller/after-sales', 'server/services/seller/after-sale'],
  ['server/db/schema/after-sales', 'server/db/schema/after-sale'],
  ['tests/api/after-sales', 'tests/api/after-sale'],
  ['widgets/order-page/order-after-sales', 'widgets/order-page/order-after-sale'],
  // cashback (the /hb cashback zone, the /welfare zone it carries and an order's cashback)
  ['shared/contract/cashback-welfare', 'shared/contract/cashback'],
  ['shared/contract/calls/cashback-welfare', 'shared/contract/calls/cashback'],
  ['shared/api/resources/cashback-welfare', 'shared/api/resources/cashback'],
  ['server/routes/cashback-welfare', 'server/routes/cashback'],
  ['server/db/seed/cashback-welfare', 'server/db/seed/cashback'],
  ['host/pages/zone/cashback-welfare', 'host/pages/zone/cashback'],
  ['tests/api/cashback-welfare', 'tests/api/cashback'],
  ['tests/e2e/cashback-welfare', 'tests/e2e/cashback'],
  // combo-gift
  ['shared/contract/combo-gifts', 'shared/contract/combo-gift'],
  ['shared/contract/calls/combo-gifts', 'shared/contract/calls/combo-gift'],
  ['shared/api/resources/combo-gifts', 'shared/api/resources/combo-gift'],
  ['server/routes/combo-gifts', 'server/routes/combo-gift'],
  ['server/services/combo-gifts', 'server/services/combo-gift'],
  ['server/services/cart/combo-gifts', 'server/services/cart/combo-gift'],
  ['server/db/seed/combo-gifts', 'server/db/seed/combo-gift'],
  ['host/pages/zone/combo-gifts', 'host/pages/zone/combo-gift'],
  ['tests/api/combo-gifts', 'tests/api/combo-gift'],
  ['tests/e2e/combo-gifts', 'tests/e2e/combo-gift'],
  // deal-zone
  ['shared/contract/deal-zones', 'shared/contract/deal-zone'],
  ['shared/contract/calls/deal-zones', 'shared/contract/calls/deal-zone'],
  ['shared/api/resources/deal-zones', 'shared/api/resources/deal-zone'],
  ['server/routes/deal-zones', 'server/routes/deal-zone'],
  ['server/services/deal-zones', 'server/services/deal-zone'],
  ['server/db/schema/deal-zones', 'server/db/schema/deal-zone'],
  ['server/db/seed/deal-zones', 'server/db/seed/deal-zone'],
  ['host/pages/zone/deal-zones', 'host/pages/zone/deal-zone'],
  ['tests/api/deal-zones', 'tests/api/deal-zone'],
  ['tests/e2e/deal-zones', 'tests/e2e/deal-zone'],
  // favorite
  ['shared/store/favorites', 'shared/store/favorite'],
  ['server/routes/favorites', 'server/routes/favorite'],
  ['server/services/favorites', 'server/services/favorite'],
  ['server/db/schema/favorites', 'server/db/schema/favorite'],
  ['host/lib/favorites-page', 'host/lib/favorite-page'],
  ['host/pages/self-service/favorites-page', 'host/pages/self-service/favorite-page'],
  ['tests/api/favorites', 'tests/api/favorite'],
  // invoice
  ['server/db/schema/invoices', 'server/db/schema/invoice'],
  ['host/pages/invoices', 'host/pages/invoice'],
  ['host/pages/invoice/invoices', 'host/pages/invoice/invoice'],
  ['host/pages/invoice/invoices-page', 'host/pages/invoice/invoice-page'],
  ['tests/api/invoices', 'tests/api/invoice'],
  ['tests/e2e/invoices', 'tests/e2e/invoice'],
  // order
  ['shared/contract/seller/orders', 'shared/contract/seller/order'],
  ['server/routes/orders', 'server/routes/order'],
  ['server/services/orders', 'server/services/order'],
  ['server/services/seller/orders', 'server/services/seller/order'],
  ['server/db/schema/orders', 'server/db/schema/order'],
  ['server/db/seed/orders-setup', 'server/db/seed/order-setup'],
  ['host/lib/orders', 'host/lib/order'],
  ['host/pages/orders', 'host/pages/order'],
  ['tests/api/orders', 'tests/api/order'],
  ['tests/api/orders-fixtures', 'tests/api/order-fixtures'],
  ['tests/api/fixtures/orders', 'tests/api/fixtures/order'],
  // upload
  ['server/routes/uploads', 'server/routes/upload'],
  ['server/services/uploads', 'server/services/upload'],
  ['server/db/schema/uploads', 'server/db/schema/upload'],
  // zone
  ['shared/contract/zones', 'shared/contract/zone'],
  ['shared/contract/calls/zones', 'shared/contract/calls/zone'],
  ['shared/api/calls/zones', 'shared/api/calls/zone'],
  ['shared/api/resources/zones', 'shared/api/resources/zone'],
  ['server/routes/zones', 'server/routes/zone'],
  ['server/services/zones', 'server/services/zone'],
  ['server/db/schema/zones', 'server/db/schema/zone'],
  ['server/db/seed/zones', 'server/db/seed/zone'],
  ['host/pages/zones', 'host/pages/zone'],
  ['host/pages/zone/zones', 'host/pages/zone/zone'],
].sort((a, b) => b[0].length - a[0].length);

// The client's resource namespaces (shared/api/resources/*.ts) take the file's name too.
const IDENTIFIERS = [
  ['adsApi', 'adApi'],
  ['cashbackWelfareApi', 'cashbackApi'],
  ['comboGiftsApi', 'comboGiftApi'],
  ['dealZonesApi', 'dealZoneApi'],
  ['zonesApi', 'zoneApi'],
];
const IDENTIFIER = new RegExp(`\\b(${IDENTIFIERS.map(([from]) => from).join('|')})\\b`, 'g');
const renamedIdentifier = new Map(IDENTIFIERS);

function mapOnce(p) {
  for (const [from, to] of RULES) {
    if (p === from || p.startsWith(from + '/') || p.startsWith(from + '.')) return to + p.slice(from.length);
  }
  return p;
}
export function mapPath(p) {
  let current = p;
  for (let i = 0; i < 10; i++) {
    const next = mapOnce(current);
    if (next === current) return current;
    current = next;
  }
  throw new Error(`rules loop on ${p}`);
}

const SELF = 'scripts/codemods/one-name.mjs';
const SKIP_TEXT = [SELF, 'docs/decisions.md', 'package-lock.json'];
const isSkipped = (f) => SKIP_TEXT.includes(f) || f.startsWith('server/db/migrations/');
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|css)$/;
const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|css|md|json|ya?ml|html|txt|sh)$/;

const tracked = () =>
  execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && existsSync(f));

// 1. Moves.
const moved = new Map(); // new path -> old path
for (const file of tracked()) {
  const target = mapPath(file);
  if (target === file) continue;
  if (existsSync(target)) {
    console.warn(`skip  ${file} -> ${target} (target exists; merge by hand)`);
    continue;
  }
  console.log(`mv    ${file} -> ${target}`);
  moved.set(target, file);
  if (!dryRun) {
    mkdirSync(path.dirname(target), { recursive: true });
    execFileSync('git', ['mv', file, target]);
  }
}
if (!dryRun) {
  for (const old of new Set([...moved.values()].map((f) => path.dirname(f)))) {
    let dir = old;
    while (dir !== '.' && existsSync(dir) && readdirSync(dir).length === 0) {
      rmdirSync(dir);
      dir = path.dirname(dir);
    }
  }
}

// 2. Relative specifiers and repo-rooted path mentions.
const RELATIVE = /(['"`])(\.{1,2}\/[^'"`\n]*?)\1/g;
const ROOTED = /(?<![\w.@-])((?:server|shared|host|widgets|tests)\/[\w./-]*\w)/g;
// Short mentions in comments and docs ("services/orders/present.ts", "routes/orders.ts"): tried under each root.
const SHORT = /(?<![\w./@-])((?:services|routes|db|schema|seed|pages|lib|contract|calls|resources|api|store)\/[\w./-]*\w)/g;
const SHORT_ROOTS = ['server/', 'server/db/', 'host/', 'shared/', 'shared/api/', 'shared/contract/'];
function mapShort(token) {
  for (const prefix of SHORT_ROOTS) {
    const mapped = mapPath(prefix + token);
    if (mapped !== prefix + token && mapped.startsWith(prefix)) return mapped.slice(prefix.length);
  }
  return token;
}
const posix = path.posix;
let edited = 0;
const files = dryRun ? tracked() : tracked();
for (const current of files) {
  if (!TEXT.test(current) || isSkipped(current)) continue;
  const source = dryRun && moved.has(current) ? moved.get(current) : current;
  const before = readFileSync(existsSync(current) ? current : source, 'utf8');
  const origin = moved.get(current) ?? current; // where the file sat when its specifiers were written
  let after = before;
  if (CODE.test(current)) {
    after = after.replace(RELATIVE, (whole, quote, spec) => {
      const resolved = posix.normalize(posix.join(posix.dirname(origin), spec));
      if (resolved.startsWith('..')) return whole;
      const target = mapPath(resolved);
      if (target === resolved && origin === current) return whole;
      let next = posix.relative(posix.dirname(current), target) + (spec.endsWith('/') ? '/' : '');
      if (!next.startsWith('.')) next = './' + next;
      return next === spec ? whole : quote + next + quote;
    });
  }
  after = after.replace(IDENTIFIER, (name) => renamedIdentifier.get(name));
  after = after.replace(ROOTED, (token) => mapPath(token));
  after = after.replace(SHORT, (token) => mapShort(token));
  if (after !== before) {
    edited++;
    const lines = before.split('\n');
    const newLines = after.split('\n');
    for (let i = 0; i < Math.min(lines.length, newLines.length); i++) {
      if (lines[i] !== newLines[i]) console.log(`edit  ${current}:${i + 1}  ${newLines[i].trim().slice(0, 140)}`);
    }
    if (!dryRun) writeFileSync(current, after);
  }
}
console.log(`${dryRun ? 'would move' : 'moved'} ${moved.size} files, ${dryRun ? 'would edit' : 'edited'} ${edited} files`);
