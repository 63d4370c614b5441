import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/errors';
import { getConfig } from '../../../shared/config/config';
import { outcomeOf } from '../../../shared/contract/codes';
import type { ChatAgent, ChatMessage } from '../../../shared/contract/chat';
import { chatText as text } from './chat.text';
import { chatApi } from '../../../shared/api/resources/chat';
import { authApi } from '../../../shared/api/resources/auth';

/** How often the open chat asks for new messages (the agent's answers). */
export const CHAT_POLL_MS = 3000;

export type ChatStatus = 'loading' | 'ready' | 'visitor' | 'failed';

export interface ChatThreadState {
  status: ChatStatus;
  messages: ChatMessage[];
  agent: ChatAgent | null;
  sending: boolean;
  /** The last send's refusal (422 field message, 429 …), shown under the box. */
  error: string;
  send(body: string): Promise<boolean>;
  /** Hides the last refusal (the buyer is editing the message). */
  clearError(): void;
  retry(): void;
}

const isLoginError = (error: unknown) => isApiError(error) && outcomeOf(error.code) === 'login';

/** Adds messages not seen yet, keeping id order (a send's answer and a poll may bring the same ones). */
function merge(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const known = new Set(current.map((m) => m.id));
  const fresh = incoming.filter((m) => !known.has(m.id));
  if (fresh.length === 0) return current;
  return [...current, ...fresh].sort((a, b) => a.id - b.id);
}

/**
 * The buyer's chat thread: the newest page first, then a poll every 3 s for
 * what came after the last id. Polling pauses while the tab is hidden and
 * catches up at once when it shows again. Every call is silent: a chat in a
 * 310 px iframe shows its troubles inline, never the site's alert or a
 * login redirect of the frame.
 */
export function useChatThread(): ChatThreadState {
  const [status, setStatus] = useState<ChatStatus>('loading');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [agent, setAgent] = useState<ChatAgent | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);
  const lastId = useRef(0);

  const take = useCallback((incoming: ChatMessage[]) => {
    if (incoming.length === 0) return;
    lastId.current = Math.max(lastId.current, ...incoming.map((m) => m.id));
    setMessages((current) => merge(current, incoming));
  }, []);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();

    const schedule = () => {
      if (stopped || document.hidden) return;
      clearTimeout(timer);
      timer = setTimeout(() => void poll(), CHAT_POLL_MS);
    };

    async function poll() {
      if (stopped || document.hidden) return;
      try {
        const thread = await chatApi.chatMessages({ after_id: lastId.current }, { silent: true, signal: controller.signal });
        if (stopped) return;
        setAgent(thread.agent);
        take(thread.messages);
      } catch (failure) {
        if (stopped) return;
        // A lost session ends the chat; a failed poll is simply tried again.
        if (isLoginError(failure)) {
          setStatus('visitor');
          return;
        }
      }
      schedule();
    }

    const onVisibility = () => {
      if (!document.hidden) void poll();
      else clearTimeout(timer);
    };

    setStatus('loading');
    lastId.current = 0;
    setMessages([]);
    // Without a token (the site's own page, on its cookie), who is here is asked first: a guest is
    // told to log in without a member call the browser would log as a failed request.
    async function open() {
      try {
        // A guest's answer is code 10001 (over HTTP 200): the catch below shows the visitor's notice.
        if (!getConfig().token) await authApi.userBase({}, { silent: true, signal: controller.signal });
        const thread = await chatApi.chatMessages({ after_id: 0 }, { silent: true, signal: controller.signal });
        if (stopped) return;
        setAgent(thread.agent);
        take(thread.messages);
        setStatus('ready');
        document.addEventListener('visibilitychange', onVisibility);
        schedule();
      } catch (failure) {
        if (stopped) return;
        setStatus(isLoginError(failure) ? 'visitor' : 'failed');
      }
    }
    void open();

    return () => {
      stopped = true;
      clearTimeout(timer);
      controller.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [attempt, take]);

  const send = useCallback(
    async (body: string) => {
      setSending(true);
      setError('');
      try {
        take(await chatApi.chatSend({ body }, { silent: true }));
        return true;
      } catch (failure) {
        if (isLoginError(failure)) setStatus('visitor');
        else if (isApiError(failure)) setError(failure.errors.body?.[0] ?? failure.message);
        else setError(text.loadFailed);
        return false;
      } finally {
        setSending(false);
      }
    },
    [take],
  );

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const clearError = useCallback(() => setError(''), []);

  return { status, messages, agent, sending, error, send, clearError, retry };
}
