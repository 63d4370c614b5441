// npm run admin -- list                                   the accounts awaiting review (审核中)
// npm run admin -- review <user> approve                  approve (user id or username)
// npm run admin -- review <user> reject --reason "…"      reject with the reason the buyer sees
// npm run admin -- partner list                           the partner registry (合作方)
// npm run admin -- partner add <client-id> --name "…" --origin https://a.example [--origin …]
//                  [--redirect-uri https://a.example/cb] --widget yp-search-bar [--widget …] [--no-secret]
// npm run admin -- partner widgets <client-id> --widget yp-search-bar [--widget …]   the widgets its pages may load
// npm run admin -- partner disable|enable <client-id>     (disable also revokes every buyer's grant)
// npm run admin -- partner rotate-secret <client-id>      a new client secret, printed once
// npm run admin -- seller-client add <client-id> --name "…" --scope orders [--scope …] [--webhook-url https://…]
// npm run admin -- seller-client list | disable <client-id> | rotate-key <client-id>   the seller API's clients
// The commands are in commands.ts; this is the process around them.
// A running server sees partner changes within 5 s (its origin cache); on PostgreSQL it can keep running.
// With the embedded database (PGlite, .data/), stop `npm start` first: one process at a time may open it.
import { openDatabaseFromEnv } from '../db/from-env';
import { migrate } from '../db/migrate';
import { runAdmin } from './commands';

const code = await runAdmin(
  process.argv.slice(2),
  async () => {
    const opened = await openDatabaseFromEnv();
    try {
      await migrate(opened);
    } catch (error) {
      await opened.close();
      throw error;
    }
    return opened;
  },
  { out: (line) => console.log(line), err: (line) => console.error(line) },
);
process.exit(code);
