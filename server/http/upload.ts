import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** What one upload route accepts, and the Chinese message (422 on `file`) for each way a file is refused. */
export interface UploadRule<Mime extends string> {
  maxBytes: number;
  /** Plain form fields the request may carry beside its one file. */
  fields: number;
  /** The content's type by its first bytes, never by the name or the declared type; null refuses it. */
  sniff: (bytes: Uint8Array) => Mime | null;
  text: {
    /** No multipart body, no file part, or an empty file. */
    missing: string;
    tooBig: string;
    wrongType: string;
    /** More than one file, or more parts than the rule allows. */
    oneFile: string;
    /** A body cut off or malformed. */
    broken: string;
  };
}

export interface Upload<Mime extends string> {
  bytes: Buffer;
  filename: string;
  mime: Mime;
}

export type UploadReader<Mime extends string> = (request: FastifyRequest) => Promise<Upload<Mime>>;

/**
 * Registers multipart parsing in `scope` (an encapsulated plugin, so no route
 * outside it accepts multipart bodies) and answers the reader of its one
 * file: read whole, at most `maxBytes` (the parser stops a longer stream),
 * typed by its content. Every refusal is a 422 on `file`, never a 500.
 */
export async function acceptUploads<Mime extends string>(scope: FastifyInstance, rule: UploadRule<Mime>): Promise<UploadReader<Mime>> {
  await scope.register(fastifyMultipart, {
    limits: { fileSize: rule.maxBytes, files: 1, fields: rule.fields, fieldSize: 1024, parts: rule.fields + 1, headerPairs: 20 },
  });
  const refuse = (message: string) => AppError.field('file', message);
  const errors = scope.multipartErrors;
  return async (request) => {
    if (!request.isMultipart()) throw refuse(rule.text.missing);
    let file: { bytes: Buffer; filename: string } | undefined;
    try {
      // Every part is read, so a second file is refused rather than silently dropped.
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (file) throw refuse(rule.text.oneFile);
        const bytes = await part.toBuffer();
        // A stream cut at the limit is too large even when the parser did not throw.
        if (part.file.truncated) throw refuse(rule.text.tooBig);
        file = { bytes, filename: part.filename };
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof errors.RequestFileTooLargeError) throw refuse(rule.text.tooBig);
      if (error instanceof errors.FilesLimitError || error instanceof errors.PartsLimitError || error instanceof errors.FieldsLimitError) {
        throw refuse(rule.text.oneFile);
      }
      if (error instanceof errors.InvalidMultipartContentTypeError) throw refuse(rule.text.missing);
      throw refuse(rule.text.broken);
    }
    if (!file || file.bytes.length === 0) throw refuse(rule.text.missing);
    const { bytes, filename } = file;
    const mime = rule.sniff(bytes);
    if (!mime) throw refuse(rule.text.wrongType);
    return { bytes, filename, mime };
  };
}
