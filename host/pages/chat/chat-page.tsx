import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX } from '../../../shared/contract/calls/chat';
import type { ChatMessage } from '../../../shared/contract/chat';
import { takeFragmentToken } from '../../../shared/config/fragment-token';
import { formatDate } from '../../../shared/domain/time';
import { chatText as text } from './chat.text';
import { messageParts } from './message-parts';
import { useChatThread } from './use-chat-thread';
import './chat.css';

/** "14:05" today, "11-21 14:05" before. */
function timeOf(seconds: number): string {
  const full = formatDate(seconds, true);
  const today = formatDate(Math.floor(Date.now() / 1000));
  return full.startsWith(today) ? full.slice(11, 16) : full.slice(5, 16);
}

/**
 * Where a site link in a reply opens: the whole window when the chat is
 * framed by the site itself, a new tab when a partner's page frames it (a
 * partner's buyer should not be taken away from their portal).
 */
function linkTarget(): '_top' | '_blank' {
  try {
    return window.top?.location.origin === window.location.origin ? '_top' : '_blank';
  } catch {
    return '_blank';
  }
}

function AgentText({ body }: { body: string }) {
  const target = linkTarget();
  return (
    <>
      {messageParts(body).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <a key={index} href={part.path} target={target} rel={target === '_blank' ? 'noopener' : undefined}>
            {part.path}
          </a>
        ),
      )}
    </>
  );
}

function Bubble({ message }: { message: ChatMessage }) {
  const mine = message.sender === 'buyer';
  return (
    <li className={mine ? 'yp-chat__msg yp-chat__msg--mine' : 'yp-chat__msg'} data-sender={message.sender}>
      <div className="yp-chat__meta">
        {mine ? text.me : message.agent_name} <time>{timeOf(message.created_at)}</time>
      </div>
      {/* Text only: the body is never parsed as HTML; the agent's site paths become links. */}
      <div className="yp-chat__bubble">{mine ? message.body : <AgentText body={message.body} />}</div>
    </li>
  );
}

/**
 * /chat: the customer-service chat, bare (no chrome), sized for the right
 * bar's 310 px iframe. On the site the session cookie identifies the buyer;
 * a partner page's bar passes its token as `#token=…` (read before the
 * first call). A visitor is asked to log in, in the top window.
 */
export default function ChatPage() {
  const [ready] = useState(() => {
    takeFragmentToken();
    return true;
  });
  useEffect(() => {
    document.documentElement.classList.add('yp-chat-framed');
    return () => document.documentElement.classList.remove('yp-chat-framed');
  }, []);
  return ready ? <ChatThreadView /> : null;
}

function ChatThreadView() {
  const thread = useChatThread();
  const [draft, setDraft] = useState('');
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = list.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [thread.messages.length]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (thread.sending) return;
    // The server trims and answers 请输入消息内容 for a blank message; the box shows it inline.
    if (await thread.send(draft)) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  if (thread.status === 'visitor') {
    return (
      <div className="yp-chat yp-chat--centre">
        <p className="yp-chat__notice">{text.visitor}</p>
        <p className="yp-chat__hint">{text.visitorHint}</p>
        <a className="yp-btn yp-btn--primary" href="/login" target="_top">
          {text.login}
        </a>
      </div>
    );
  }

  return (
    <div className="yp-chat">
      <header className="yp-chat__head">
        <span className="yp-chat__agent">{thread.agent?.name ?? text.title}</span>
        {thread.agent ? (
          <span className={thread.agent.online ? 'yp-chat__state yp-chat__state--on' : 'yp-chat__state'}>
            {thread.agent.online ? text.online : text.offline}
          </span>
        ) : null}
      </header>
      {thread.status === 'loading' ? <p className="yp-chat__hint yp-chat__fill">{text.loading}</p> : null}
      {thread.status === 'failed' ? (
        <p className="yp-chat__hint yp-chat__fill">
          {text.loadFailed}{' '}
          <button type="button" className="yp-btn yp-btn--small" onClick={() => thread.retry()}>
            {text.retry}
          </button>
        </p>
      ) : null}
      {thread.status === 'ready' ? (
        // The log role on a wrapper, not on the <ol>: a list given another role stops being a list to its <li>s.
        <div ref={list} className="yp-chat__list yp-chat__fill" role="log" aria-live="polite" aria-label={text.listLabel}>
          <ol>
            {thread.messages.length === 0 ? <li className="yp-chat__hint">{text.empty}</li> : null}
            {thread.messages.map((message) => (
              <Bubble key={message.id} message={message} />
            ))}
          </ol>
        </div>
      ) : null}
      <form className="yp-chat__form" onSubmit={(event) => void submit(event)}>
        <textarea
          className="yp-chat__input"
          aria-label={text.messageLabel}
          placeholder={text.placeholder}
          rows={3}
          maxLength={CHAT_MESSAGE_MAX}
          value={draft}
          disabled={thread.status !== 'ready'}
          onChange={(event) => {
            setDraft(event.target.value);
            if (thread.error) thread.clearError();
          }}
          onKeyDown={onKeyDown}
        />
        {thread.error ? (
          <p className="yp-chat__error" role="alert">
            {thread.error}
          </p>
        ) : null}
        <button type="submit" className="yp-btn yp-btn--primary yp-btn--small" disabled={thread.status !== 'ready' || thread.sending}>
          {thread.sending ? text.sending : text.send}
        </button>
      </form>
    </div>
  );
}
