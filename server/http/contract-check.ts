import type { CallDef } from '../../shared/contract/define-call';

/**
 * What to do when a handler answers a shape its call's `output` schema does
 * not describe. Only test servers set one (BuildAppOptions.contractCheck):
 * the API tests collect the breaks and fail the request that caused one, so
 * the contract the client is typed by cannot drift from what the server
 * really sends. Production skips the parse: it costs time on every answer
 * and the types already hold the handlers to the schema.
 */
export type ContractBreakHandler = (breach: ContractBreach) => void;

export interface ContractBreach {
  method: string;
  path: string;
  /** zod's issues, each as `path: message`. */
  issues: string[];
}

/** Checks `data` against the call's output; reports and throws on a mismatch (the request then answers 500). */
export function checkAgainstContract(call: CallDef, data: unknown, report: ContractBreakHandler): void {
  const result = call.output.safeParse(data);
  if (result.success) return;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`);
  report({ method: call.method, path: call.path, issues });
  throw new Error(`${call.method} ${call.path} answered a shape its contract does not describe: ${issues.join('; ')}`);
}
