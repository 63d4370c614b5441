import { formatDate } from '../domain/time';
import { useStyles } from './use-styles';
import css from './timeline.css?inline';

export interface TimelineEntry {
  /** When, as the API gives it (a timestamp), shown with the time in China. */
  at: number;
  text: string;
}

export interface TimelineProps {
  /** Newest first: the first entry is marked as where things stand now. */
  entries: readonly TimelineEntry[];
  /** The list's accessible name when no heading names it (物流信息). */
  label?: string;
}

/** The one timeline (售后进度, a parcel's trace): each event's time and text, the newest at the top. */
export function Timeline({ entries, label }: TimelineProps) {
  const ref = useStyles<HTMLOListElement>(css);
  return (
    <ol ref={ref} className="yp-timeline" aria-label={label}>
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className={index === 0 ? 'yp-timeline__now' : undefined}>
          <time>{formatDate(entry.at, true)}</time>
          <span>{entry.text}</span>
        </li>
      ))}
    </ol>
  );
}
