import { useEffect, useState } from 'react';

/** The layout's phone breakpoint (checkout-steps.css: @media (max-width: 767px)). */
export const PHONE_QUERY = '(max-width: 767px)';

/** Whether the page is laid out for a phone now (read when a payment starts). */
export function isPhoneLayout(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
}

/**
 * Whether the page is laid out for a phone, following the window as it is
 * resized. False on the server and in the first render, so hydration sees
 * what the server rendered; the effect then reads the real width.
 */
export function usePhoneLayout(): boolean {
  const [phone, setPhone] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(PHONE_QUERY);
    const update = () => setPhone(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return phone;
}
