import { z } from 'zod';
import { defineCall } from '../define-call';
import { embedSettingsSchema } from '../embed';

/** The embed's settings for the calling page's origin (the Origin header): the widgets it may show. */
export const embedSettings = defineCall({
  output: embedSettingsSchema,
  method: 'GET',
  path: '/api/embed/settings',
  access: 'optional',
  input: z.object({}),
});
