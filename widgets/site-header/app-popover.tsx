import { useId, useState } from 'react';
import { zh } from '../../shared/text/zh.text';
import { Icon } from '../../shared/ui/icon';
import { QrImage } from '../../shared/ui/qr-image';
import { openWhileInside } from '../../shared/ui/focus';

export interface AppPopoverProps {
  /** siteInfo.app_download: the entry's name, the QR image URL and its caption; undefined until the site info answers. */
  download: { label: string; text: string; qr: string } | undefined;
}

/**
 * 手机APP (or 手机版 when the marketplace has no app) in the top bar: its QR,
 * shown on hover and on keyboard focus, hidden on Esc or when pointer and focus leave.
 */
export function AppPopover({ download }: AppPopoverProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const visible = open && Boolean(download?.qr);
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- hover opens the QR for the mouse; the button inside opens it for the keyboard (focus/blur below)
    <div
      className={visible ? 'yp-hd__app yp-hd__app--open' : 'yp-hd__app'}
      {...openWhileInside(setOpen)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button type="button" className="yp-hd__app-trigger" aria-expanded={visible} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        <Icon name="mobile" />
        {download?.label ?? zh.header.phone}
        <Icon name="chevronDown" className="yp-hd__caret" />
      </button>
      <div id={panelId} className="yp-hd__app-panel" part="app-popover" hidden={!visible}>
        {download?.qr ? <QrImage src={download.qr} caption={download.text} size={112} /> : null}
      </div>
    </div>
  );
}
