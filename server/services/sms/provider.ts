import type { SmsPurpose } from '../../../shared/contract/calls/sms';

/** One text message to a mobile phone. */
export interface SmsMessage {
  phone: string;
  purpose: SmsPurpose;
  /** The whole text as the phone shows it (签名 included). */
  body: string;
  /** The verification code alone: a vendor fills its approved template with it (the text is the vendor's template then). */
  code: string;
}

/**
 * Sends text messages (短信). The local provider (local.ts) is the working
 * one on this machine: it writes the message to the sms_outbox table and a
 * log line. A real gateway (an SMS vendor's API) implements the same call;
 * sending happens after the code's row is committed, so a gateway that
 * fails leaves a code nobody received, never a message without a code.
 */
export interface SmsProvider {
  readonly name: string;
  /** Throws when the message was not taken (failures.ts SmsSendError says why, in the buyer's terms). */
  send(message: SmsMessage): Promise<void>;
}
