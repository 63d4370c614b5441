import type { Database } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import type { SmsMessage, SmsProvider } from './provider';

/**
 * The local SMS provider: the message goes to the sms_outbox table (tests
 * and the e2e test-control reader take codes from there) and to the log,
 * so a person running `npm start` reads the code in the terminal.
 */
export function localSmsProvider(db: Database, log: (message: SmsMessage) => void): SmsProvider {
  return {
    name: 'local',
    async send(message) {
      await db.insert(smsOutbox).values({ phone: message.phone, purpose: message.purpose, body: message.body });
      log(message);
    },
  };
}
