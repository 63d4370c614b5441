import './rich-text.css';

/**
 * A help article's or news item's body. The server sanitises every body
 * with an allowlist before it leaves (server/lib/rich-text.ts; the contract
 * says so), so this is the one place the site renders HTML from the API.
 */
export function RichText({ html }: { html: string }) {
  return <div className="yp-help-rich" dangerouslySetInnerHTML={{ __html: html }} />;
}
