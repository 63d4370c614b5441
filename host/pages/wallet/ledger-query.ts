import { chinaTime } from '../../../shared/domain';
import { routeId } from '../../lib/route-id';

/** The balance ledger's filters as the URL keeps them (/wdqb/yegl?type=2&start=2026-11-01&end=2026-11-24&page=2). */
export interface LedgerFilters {
  page: number;
  /** 0 全部, 1 收入, 2 支出. */
  type: 0 | 1 | 2;
  /** YYYY-MM-DD (China dates) or ''. */
  start: string;
  end: string;
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A real calendar date in YYYY-MM-DD, or '' (2026-02-30 and junk read as no filter). */
export function cleanDate(value: string | null): string {
  if (!value || !DATE.test(value)) return '';
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  // Date.UTC rolls 02-30 over into March: a date is real when it comes back unchanged.
  return new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10) === value ? value : '';
}

export function readLedgerFilters(params: URLSearchParams): LedgerFilters {
  const type = params.get('type');
  return {
    page: routeId(params.get('page')) ?? 1,
    type: type === '1' ? 1 : type === '2' ? 2 : 0,
    start: cleanDate(params.get('start')),
    end: cleanDate(params.get('end')),
  };
}

/** The URL query of `filters` (defaults left out), for links and the pager. */
export function ledgerSearch(filters: LedgerFilters): string {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', String(filters.type));
  if (filters.start) params.set('start', filters.start);
  if (filters.end) params.set('end', filters.end);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Why the date range cannot be searched, or null. */
export function rangeProblem(start: string, end: string): string | null {
  return start && end && start > end ? '开始日期不能晚于结束日期' : null;
}

/**
 * The call's start_time / end_time (seconds, both inclusive): from 00:00 of
 * the start date to the last second of the end date, China time.
 */
export function ledgerTimes(filters: Pick<LedgerFilters, 'start' | 'end'>): { start_time?: number; end_time?: number } {
  const times: { start_time?: number; end_time?: number } = {};
  if (filters.start) times.start_time = Math.floor(chinaTime(filters.start, 0).getTime() / 1000);
  if (filters.end) times.end_time = Math.floor(chinaTime(filters.end, 0, 1).getTime() / 1000) - 1;
  return times;
}
