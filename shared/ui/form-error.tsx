/**
 * A field's or a form's message (422 or a check before sending), announced
 * when it appears; nothing when there is none. `id` lets the control point
 * at it with aria-describedby; `className` places it in its form's layout
 * (yp-field-error, the member pages' red line, by default).
 */
export function FormError({ id, message, className = 'yp-field-error' }: { id?: string; message: string | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={className} role="alert">
      {message}
    </p>
  );
}
