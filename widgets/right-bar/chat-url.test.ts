import { describe, expect, it } from 'vitest';
import { chatUrl } from './chat-url';

describe('chatUrl', () => {
  it('is the site’s /chat, without a token on the site itself (the cookie works)', () => {
    expect(chatUrl('', 'https://www.yaopi.cn', 'tok')).toBe('https://www.yaopi.cn/chat');
    expect(chatUrl('https://www.yaopi.cn/', 'https://www.yaopi.cn', 'tok')).toBe('https://www.yaopi.cn/chat');
  });

  it('passes the token in the fragment when the chat is another origin (a partner page)', () => {
    expect(chatUrl('https://www.yaopi.cn', 'https://erp.example.com', 'a b&c')).toBe('https://www.yaopi.cn/chat#token=a%20b%26c');
  });

  it('has no fragment without a token', () => {
    expect(chatUrl('https://www.yaopi.cn', 'https://erp.example.com', '')).toBe('https://www.yaopi.cn/chat');
  });
});
