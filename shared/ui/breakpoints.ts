/**
 * The one breakpoint between the phone layout and the wider ones, as the
 * stylesheets' `@media (max-width: 767px)` say it, for the code that must
 * choose too. Said from both sides because each side must be false where
 * there is no window (the server, the hydration render): a phone-only piece
 * asks for PHONE_MEDIA, a piece that stands only on wider windows (the
 * right bar) for WIDE_MEDIA.
 */
export const PHONE_MEDIA = '(max-width: 767px)';

/** Wider than a phone: 768 px and up. */
export const WIDE_MEDIA = '(min-width: 768px)';
