// npm run admin -- list                                   the accounts awaiting review (审核中)
// npm run admin -- review <user> approve                  approve (user id or username)
// npm run admin -- review <user> reject --reason "…"      reject with the reason the buyer sees
// npm run admin -- partner list                           the partner registry (合作方)
// npm run admin -- partner add <client-id> --name "…" --origin https://a.example [--origin …]
//                  [--redirect-uri https://a.example/cb] [--widget yp-search-bar …] [--no-secret]
// npm run admin -- partner disable|enable <client-id>     (disable also revokes every buyer's grant)
// npm run admin -- partner rotate-secret <client-id>      a new client secret, printed once
// Writes through the database layer (services/licences/review.ts, services/partners/registry.ts), like the back office would.
// A running server sees partner changes within 5 s (its origin cache); on PostgreSQL it can keep running.
// With the embedded database (PGlite, .data/), stop `npm start` first: one process at a time may open it.
import { parseArgs } from 'node:util';
import { openDatabaseFromEnv } from '../db/from-env';
import { migrate } from '../db/migrate';
import { pendingReviews, reviewAccount } from '../services/licences/review';
import { addPartner, checkNewPartner, listPartners, PartnerInputError, rotatePartnerSecret, setPartnerStatus } from '../services/partners/registry';
import { businessTypeLabel, licenceLabel } from '../../shared/domain/licences';

const USAGE = [
  '用法 / usage:',
  '  npm run admin -- list',
  '  npm run admin -- review <用户ID或用户名> approve',
  '  npm run admin -- review <用户ID或用户名> reject --reason "原因"',
  '  npm run admin -- partner list',
  '  npm run admin -- partner add <合作方编号> --name "名称" --origin https://… [--origin …] [--redirect-uri https://…] [--widget yp-…] [--no-secret]',
  '  npm run admin -- partner disable|enable|rotate-secret <合作方编号>',
].join('\n');

function usage(): never {
  console.error(USAGE);
  process.exit(2);
}

let parsedArgs;
try {
  parsedArgs = parseArgs({
    allowPositionals: true,
    options: {
      reason: { type: 'string' },
      name: { type: 'string' },
      origin: { type: 'string', multiple: true },
      'redirect-uri': { type: 'string', multiple: true },
      widget: { type: 'string', multiple: true },
      'no-secret': { type: 'boolean' },
    },
  });
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const { positionals, values } = parsedArgs;
const [command, who, decision] = positionals;

if (command === 'partner') {
  process.exit(await runPartnerCommand(positionals.slice(1), values));
}

if (command !== 'list' && command !== 'review') usage();
if (command === 'review' && (!who || (decision !== 'approve' && decision !== 'reject'))) usage();
const reason = (values.reason ?? '').trim();
if (command === 'review' && decision === 'reject' && (reason === '' || reason.length > 200)) {
  console.error('驳回需要 --reason "原因"（1-200字）/ reject needs --reason (1-200 characters)');
  process.exit(2);
}

const opened = await openDatabaseFromEnv();
let exitCode = 0;
try {
  await migrate(opened);
  if (command === 'list') {
    const list = await pendingReviews(opened.db);
    if (list.length === 0) console.log('没有待审核的账户 / nothing awaiting review');
    for (const item of list) {
      console.log(
        `#${item.id} ${item.username} ${item.company}（${businessTypeLabel(item.type)}）${item.owner ? ` 门店，属于 ${item.owner}` : ''} 手机 ${item.phone} 注册于 ${item.created_at.toISOString()}`,
      );
      for (const licence of item.licences)
        console.log(`    ${licenceLabel(licence.kind)} ${licence.number} 有效期至 ${licence.expires_on} [${licence.status}]`);
    }
  } else {
    const reviewed = await reviewAccount(opened.db, who!, decision === 'approve' ? { approve: true } : { approve: false, reason });
    if (!reviewed) {
      console.error(`找不到用户 / no such user: ${who}`);
      exitCode = 1;
    } else {
      console.log(`${decision === 'approve' ? '已通过' : '已驳回'}：#${reviewed.id} ${reviewed.username}`);
    }
  }
} finally {
  await opened.close();
}
process.exit(exitCode);

/** `partner …`: the registry's commands. Answers the exit code: 0 done, 1 refused (unknown partner, bad value), 2 usage. */
async function runPartnerCommand(args: string[], options: typeof values): Promise<number> {
  const [action, clientId] = args;
  if (action !== 'list' && !clientId) usage();
  if (!['list', 'add', 'disable', 'enable', 'rotate-secret'].includes(action ?? '')) usage();
  const newPartner = {
    clientId: clientId ?? '',
    name: options.name ?? '',
    origins: options.origin ?? [],
    redirectUris: options['redirect-uri'] ?? [],
    widgets: options.widget ?? [],
    withSecret: options['no-secret'] !== true,
  };
  if (action === 'add') {
    // Refused values are told before the database is opened.
    try {
      checkNewPartner(newPartner);
    } catch (error) {
      if (!(error instanceof PartnerInputError)) throw error;
      console.error(error.message);
      return 1;
    }
  }
  const db = await openDatabaseFromEnv();
  try {
    await migrate(db);
    switch (action) {
      case 'list': {
        const list = await listPartners(db.db);
        if (list.length === 0) console.log('没有登记的合作方 / no partners');
        for (const partner of list) {
          console.log(`${partner.clientId} ${partner.name} [${partner.status === 'active' ? '启用' : '停用'}]${partner.hasSecret ? '' : ' 无密钥'}`);
          console.log(`    源 / origins: ${partner.origins.join(' ') || '—'}`);
          console.log(`    回调 / redirect URIs: ${partner.redirectUris.join(' ') || '—'}`);
          console.log(`    组件 / widgets: ${partner.widgets.join(' ') || '—'}`);
        }
        return 0;
      }
      case 'add': {
        const { partner, secret } = await addPartner(db.db, newPartner);
        console.log(`已登记合作方 / partner added: ${partner.clientId} ${partner.name}`);
        if (secret) console.log(`合作方密钥（仅显示这一次，请交给合作方的服务器保存）/ client secret (shown once): ${secret}`);
        return 0;
      }
      case 'disable':
      case 'enable': {
        const changed = await setPartnerStatus(db.db, clientId!, action === 'disable' ? 'disabled' : 'active');
        if (!changed) {
          console.error(`找不到合作方 / no such partner: ${clientId}`);
          return 1;
        }
        console.log(action === 'disable' ? `已停用，买家的授权已全部撤销 / disabled, every grant revoked: ${clientId}` : `已启用 / enabled: ${clientId}`);
        return 0;
      }
      default: {
        const secret = await rotatePartnerSecret(db.db, clientId!);
        if (!secret) {
          console.error(`找不到合作方 / no such partner: ${clientId}`);
          return 1;
        }
        console.log(`新的合作方密钥（旧密钥已失效，仅显示这一次）/ new client secret (the old one no longer works): ${secret}`);
        return 0;
      }
    }
  } catch (error) {
    if (error instanceof PartnerInputError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}
