import { useState } from 'react';
import { getBus } from '../../../shared/bus';
import type { AccountMessage } from '../../../shared/contract/account';
import { formatDate } from '../../../shared/domain';
import { setMessageCount } from '../../../shared/store';
import { AsyncView, Pager, useAsync } from '../../../shared/ui';
import { accountApi } from '../../../shared/api/resources/account';
import { MemberPanel } from '../../../shared/ui/member-panel';

/**
 * /zhzx/wdxx 我的消息 (also /wdxx, docs/product/routes.md): the current store's messages,
 * unread first, ten a page. Marking read (one, or all) answers the unread
 * count, which goes into the session model: the right bar's 消息 badge is
 * the same number, on this page and every widget listening on the bus.
 */
export function MessagesPage() {
  const [page, setPage] = useState(1);
  const messages = useAsync(() => accountApi.accountMessages({ page }), [page]);
  const [busy, setBusy] = useState(false);
  const data = messages.data;
  const unread = data?.unread ?? 0;

  const after = (count: number) => {
    setMessageCount(count);
    messages.reload();
  };

  const readOne = async (message: AccountMessage) => {
    try {
      after((await accountApi.accountMessageRead({ id: message.id })).unread);
    } catch {
      // Shown by the client; the list stays as it was.
    }
  };

  const readAll = async () => {
    setBusy(true);
    try {
      after((await accountApi.accountMessagesReadAll()).unread);
      getBus().emit('ui:toast', { message: '已全部标为已读', kind: 'success' });
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };

  const body = (
    <AsyncView state={messages} loadingText="正在加载消息…" errorText="消息加载失败" emptyText="暂无消息">
      {(data) => (
        <>
          <ul className="yp-ac-msgs" aria-label="消息列表" aria-busy={messages.status === 'loading'}>
            {data.list.map((message) => (
              <li key={message.id} className={message.is_read ? 'yp-ac-msg yp-ac-msg--read' : 'yp-ac-msg yp-ac-msg--unread'} data-message-id={message.id}>
                <div className="yp-ac-msg__head">
                  <h2 className="yp-ac-msg__title">
                    {message.title}
                    {message.is_read ? null : <span className="yp-sr-only">（未读）</span>}
                  </h2>
                  <time className="yp-ac-msg__time" dateTime={new Date(message.created_at * 1000).toISOString()}>
                    {formatDate(message.created_at, true)}
                  </time>
                  {message.is_read ? null : (
                    <button type="button" className="yp-ac-link" aria-label={`将「${message.title}」标为已读`} onClick={() => void readOne(message)}>
                      标为已读
                    </button>
                  )}
                </div>
                <p className="yp-ac-msg__body">{message.body}</p>
              </li>
            ))}
          </ul>
          <Pager of={data} onChange={setPage} />
        </>
      )}
    </AsyncView>
  );

  return (
    <MemberPanel
      id="msgs-title"
      title="我的消息"
      sub={data ? <>未读 {unread} 条</> : undefined}
      actions={
        <button type="button" className="yp-btn" disabled={busy || unread === 0} aria-busy={busy} onClick={() => void readAll()}>
          全部标为已读
        </button>
      }
    >
      {body}
    </MemberPanel>
  );
}
