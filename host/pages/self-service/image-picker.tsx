import { useId, useState } from 'react';
import { handleFormFailure, uploadImage } from '../../../shared/api';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, type UploadedImage } from '../../../shared/contract';

/** Why a chosen file cannot be sent, before uploading it (the server checks the bytes again). */
export function fileProblem(file: { size: number; type: string }): string | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return '只能上传JPG、PNG或WebP格式的图片';
  if (file.size > UPLOAD_MAX_BYTES) return `图片不能超过${UPLOAD_MAX_BYTES / 1024 / 1024}MB`;
  if (file.size === 0) return '图片是空文件';
  return null;
}

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
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const shown = problem ?? error ?? null;

  const pick = async (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, max - images.length);
    if (chosen.length === 0) return;
    const bad = chosen.map(fileProblem).find(Boolean);
    if (bad) {
      setProblem(bad);
      return;
    }
    setProblem(null);
    setSending(true);
    const added: UploadedImage[] = [];
    try {
      for (const file of chosen) added.push(await uploadImage(file, { silent: true }));
    } catch (failure) {
      const fields = handleFormFailure(failure);
      if (fields) setProblem(fields.file ?? Object.values(fields)[0] ?? '图片上传失败');
    } finally {
      setSending(false);
      if (added.length > 0) onChange([...images, ...added]);
    }
  };

  return (
    <div className="ys-form__field">
      <label htmlFor={id}>
        {label}
        <small className="ys-coupon__muted">（选填，最多{max}张，JPG/PNG/WebP，每张不超过2MB）</small>
      </label>
      <div className="ys-images">
        {images.map((image, index) => (
          <figure key={image.id} className="ys-images__item">
            <img src={image.url} alt={`已上传图片${index + 1}`} width={80} height={80} />
            <button type="button" className="ys-images__remove" onClick={() => onChange(images.filter((other) => other.id !== image.id))}>
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
        {sending && <span className="ys-coupon__muted">正在上传…</span>}
      </div>
      {shown && (
        <small id={`${id}-error`} className="ys-wallet__error" role="alert">
          {shown}
        </small>
      )}
    </div>
  );
}
