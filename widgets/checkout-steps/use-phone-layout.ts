import { useEffect, useState } from 'react';
import { PHONE_MEDIA } from '../../shared/ui/asset-url';

/** Whether the page is laid out for a phone now (read when a payment starts). */
export function isPhoneLayout(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_MEDIA).matches;
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
    const query = window.matchMedia(PHONE_MEDIA);
    const update = () => setPhone(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return phone;
}
