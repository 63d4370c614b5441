import { useId, useState } from 'react';
import { zh } from '../../shared/text/zh';
import { Icon } from '../../shared/ui/icon';
import { QrImage } from '../../shared/ui/qr-image';

export interface AppPopoverProps {
  /** siteInfo.app_download: the QR image URL and its caption; undefined until the site info answers. */
  download: { text: string; qr: string } | undefined;
}

/**
 * 手机APP in the top bar: a QR code to download the app, shown on hover and
 * on keyboard focus, hidden on Esc or when pointer and focus leave.
 */
export function AppPopover({ download }: AppPopoverProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const visible = open && Boolean(download?.qr);
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- hover opens the QR for the mouse; the button inside opens it for the keyboard (focus/blur below)
    <div
      className={visible ? 'yp-hd__app yp-hd__app--open' : 'yp-hd__app'}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button type="button" className="yp-hd__app-trigger" aria-expanded={visible} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        <Icon name="mobile" />
        {zh.header.app}
        <Icon name="chevronDown" className="yp-hd__caret" />
      </button>
      <div id={panelId} className="yp-hd__app-panel" part="app-popover" hidden={!visible}>
        {download?.qr ? <QrImage src={download.qr} caption={download.text || zh.header.appScan} size={112} /> : null}
      </div>
    </div>
  );
}
