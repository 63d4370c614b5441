import { useState, type FormEvent } from 'react';
import { schemaErrors } from '../../../shared/connected/schema-errors';
import { useFormSubmit } from '../../../shared/connected/use-form-submit';
import { getBus } from '../../../shared/bus';
import { FEEDBACK_CONTACT_MAX, FEEDBACK_IMAGES_MAX, FEEDBACK_TYPES, type UploadedImage } from '../../../shared/contract';
import { formatDate } from '../../../shared/domain';
import { AsyncView, FormActions, FormError, Pager, TextField, useAsync } from '../../../shared/ui';
import { MemberPage } from '../../lib/member-shell';
import { usePageParam } from '../../lib/page-param';
import { ImagePicker } from './image-picker';
import '../../lib/wallet.css';
import { selfServiceApi } from '../../../shared/api/resources/self-service';
import { MemberPanel } from '../../../shared/ui/member-panel';

const TYPES = Object.entries(FEEDBACK_TYPES).map(([value, label]) => ({ value: Number(value) as 1 | 2 | 3 | 4 | 5, label }));

/** /zzfw/yjfk (意见反馈): send a type, the content, optional photos and a contact; the earlier feedback with replies below. */
export default function FeedbackPage() {
  return (
    <MemberPage crumbs={[{ label: '自助服务' }, { label: '意见反馈' }]}>
      <Feedback />
    </MemberPage>
  );
}

function Feedback() {
  const [page, goTo] = usePageParam('/zzfw/yjfk');
  const [sent, setSent] = useState(0);
  const list = useAsync(() => selfServiceApi.feedbackList({ page }), [page, sent]);

  return (
    <MemberPanel id="yjfk-title" title="意见反馈" sub="您的每一条意见都会由专人处理并回复">
      <FeedbackForm
        onSent={() => {
          setSent((n) => n + 1);
          if (page !== 1) goTo(1);
        }}
      />
      <h2 className="yp-orders__h2">我的反馈</h2>
      <AsyncView state={list} loadingText="正在加载反馈记录…" errorText="反馈记录加载失败" emptyText="还没有反馈记录">
        {(data) => (
          <>
            <ul className="yp-feedback-list" aria-label="我的反馈">
              {data.data.map((item) => (
                <li key={item.id} className="yp-feedback">
                  <div className="yp-feedback__head">
                    <b>{item.type_text}</b>
                    <span>{formatDate(item.created_at, true)}</span>
                    <span>{item.status_text}</span>
                  </div>
                  <p>{item.content}</p>
                  {item.images.length > 0 && (
                    <div className="yp-feedback__images">
                      {item.images.map((image, index) => (
                        <img key={image.id} src={image.url} alt={`反馈图片${index + 1}`} loading="lazy" />
                      ))}
                    </div>
                  )}
                  {item.status === 2 && (
                    <p className="yp-reply">
                      <b>客服回复：</b>
                      {item.reply}
                      <small className="yp-table__sub">{formatDate(item.replied_at, true)}</small>
                    </p>
                  )}
                </li>
              ))}
            </ul>
            <Pager of={data} onChange={goTo} />
          </>
        )}
      </AsyncView>
    </MemberPanel>
  );
}

const FEEDBACK_FIELDS = ['type', 'content', 'images', 'contact'] as const;

function FeedbackForm({ onSent }: { onSent: () => void }) {
  const [type, setType] = useState<number>(0);
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [images, setImages] = useState<UploadedImage[]>([]);
  const { errors, submitting: sending, submit } = useFormSubmit(FEEDBACK_FIELDS);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { type, content, contact, ...(images.length > 0 ? { images: images.map((image) => image.id) } : {}) };
    // The call's own schema, loaded on the first submit so zod stays out of the page's first load.
    const { feedbackCreateInput } = await import('../../../shared/contract/calls/feedback-input');
    const result = await submit(schemaErrors(feedbackCreateInput, input, FEEDBACK_FIELDS), () => selfServiceApi.feedbackCreate(input, { silent: true }));
    if (!result.ok) return;
    getBus().emit('ui:toast', { message: '反馈已提交，感谢您的建议', kind: 'success' });
    setType(0);
    setContent('');
    setContact('');
    setImages([]);
    onSent();
  };

  return (
    <form className="yp-form" aria-label="提交反馈" noValidate onSubmit={(event) => void send(event)}>
      <fieldset className="yp-form__field yp-form__types" aria-describedby={errors.type ? 'yjfk-type-error' : undefined}>
        <legend>
          <span className="yp-form__required">*</span>反馈类型
        </legend>
        <div className="yp-form__choices">
          {TYPES.map((option) => (
            <label key={option.value}>
              <input type="radio" name="type" value={option.value} checked={type === option.value} onChange={() => setType(option.value)} /> {option.label}
            </label>
          ))}
        </div>
        {errors.type && (
          <small id="yjfk-type-error" className="yp-wallet__error" role="alert">
            {errors.type}
          </small>
        )}
      </fieldset>
      <TextField label="反馈内容" name="content" required multiline max={500} value={content} onChange={setContent} error={errors.content} />
      <ImagePicker label="图片" max={FEEDBACK_IMAGES_MAX} images={images} onChange={setImages} error={errors.images} />
      <TextField
        label="联系方式"
        name="contact"
        max={FEEDBACK_CONTACT_MAX}
        placeholder="选填，手机号或邮箱"
        value={contact}
        onChange={setContact}
        error={errors.contact}
      />
      <FormError message={errors.form} className="yp-wallet__error" />
      <FormActions submit="提交反馈" busy={sending} busyLabel="正在提交…" />
    </form>
  );
}
