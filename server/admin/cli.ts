// npm run admin -- list                                   the accounts awaiting review (审核中)
// npm run admin -- review <user> approve                  approve (user id or username)
// npm run admin -- review <user> reject --reason "…"      reject with the reason the buyer sees
// Writes through the database layer (services/licences/review.ts), like the back office would.
// With the embedded database (PGlite, .data/), stop `npm start` first: one process at a time may open it.
import { parseArgs } from 'node:util';
import { openDatabaseFromEnv } from '../db/from-env';
import { migrate } from '../db/migrate';
import { pendingReviews, reviewAccount } from '../services/licences/review';
import { businessTypeLabel, licenceLabel } from '../../shared/domain/licences';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { reason: { type: 'string' } } });
const [command, who, decision] = positionals;

function usage(): never {
  console.error(
    '用法 / usage:\n  npm run admin -- list\n  npm run admin -- review <用户ID或用户名> approve\n  npm run admin -- review <用户ID或用户名> reject --reason "原因"',
  );
  process.exit(2);
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
