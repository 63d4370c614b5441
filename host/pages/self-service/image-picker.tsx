import { useId } from 'react';
import { uploadImage } from '../../../shared/api';
import { useFormSubmit } from '../../../shared/connected/use-form-submit';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, type UploadedImage } from '../../../shared/contract';

/** Why a chosen file cannot be sent, before uploading it (the server checks the bytes again). */
export function fileProblem(file: { size: number; type: string }): string | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return '只能上传JPG、PNG或WebP格式的图片';
  if (file.size > UPLOAD_MAX_BYTES) return `图片不能超过${UPLOAD_MAX_BYTES / 1024 / 1024}MB`;
  if (file.size === 0) return '图片是空文件';
  return null;
}

const FILE_FIELD = ['file'] as const;

/**
 * Photos for a form: each file chosen is uploaded at once (POST /api/upload)
 * and shown as a thumbnail with 删除; the form sends the ids. At most `max`.
 */
export function ImagePicker({
  label,
  max,
  images,
  onChange,
  error,
}: {
  label: string;
  max: number;
  images: UploadedImage[];
  onChange: (next: UploadedImage[]) => void;
  error?: string | undefined;
}) {
  const id = useId();
  // The upload is this field's own little form: the file check first, then POST /api/upload; a 422 lands on `file`.
  const { errors, submitting: sending, submit } = useFormSubmit(FILE_FIELD);
  const problem = errors.file ?? errors.form;
  const shown = problem ?? error ?? null;

  const pick = async (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, max - images.length);
    if (chosen.length === 0) return;
    const bad = chosen.map(fileProblem).find(Boolean);
    const added: UploadedImage[] = [];
    try {
      await submit(bad ? { file: bad } : {}, async () => {
        for (const file of chosen) added.push(await uploadImage(file, { silent: true }));
      });
    } finally {
      // Files sent before one was refused are kept.
      if (added.length > 0) onChange([...images, ...added]);
    }
  };

  return (
    <div className="yp-form__field">
      <label htmlFor={id}>
        {label}
        <small className="yp-coupon__muted">（选填，最多{max}张，JPG/PNG/WebP，每张不超过2MB）</small>
      </label>
      <div className="yp-images">
        {images.map((image, index) => (
          <figure key={image.id} className="yp-images__item">
            <img src={image.url} alt={`已上传图片${index + 1}`} width={80} height={80} />
            <button type="button" className="yp-images__remove" onClick={() => onChange(images.filter((other) => other.id !== image.id))}>
              删除
            </button>
          </figure>
        ))}
        {images.length < max && (
          <input
            id={id}
            type="file"
            accept={UPLOAD_TYPES.join(',')}
            multiple={max - images.length > 1}
            disabled={sending}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? `${id}-error` : undefined}
            onChange={(event) => {
              void pick(event.target.files);
              event.target.value = '';
            }}
          />
        )}
        {sending && <span className="yp-coupon__muted">正在上传…</span>}
      </div>
      {shown && (
        <small id={`${id}-error`} className="yp-wallet__error" role="alert">
          {shown}
        </small>
      )}
    </div>
  );
}
