/**
 * The input of POST /api/user/feedback (./self-service.ts feedbackCreate), apart so the 意见反馈 form can
 * validate with it: browser code imports this module only with a dynamic import, on submit, so it and zod
 * load in a chunk of their own (scripts/build/contract-for-browser.ts, docs/decisions.md ADR-059).
 */
import { z } from 'zod';
import { FEEDBACK_CONTACT_MAX, FEEDBACK_CONTACT_MESSAGE, FEEDBACK_IMAGES_MAX } from '../self-service';
import { idList, integerChoice, multilineText, optionalPhoneOrEmail } from './fields';

export const feedbackCreateInput = z.object({
  type: integerChoice([1, 2, 3, 4, 5], '请选择反馈类型'),
  content: multilineText('反馈内容', 500, '请填写反馈内容'),
  contact: optionalPhoneOrEmail('联系方式', FEEDBACK_CONTACT_MAX, FEEDBACK_CONTACT_MESSAGE),
  images: idList('图片', '图片编号不正确', FEEDBACK_IMAGES_MAX, `最多上传${FEEDBACK_IMAGES_MAX}张图片`).optional(),
});
