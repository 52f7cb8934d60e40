/**
 * Image upload and serving (§7 image_upload). A picture is accepted only when its first bytes say
 * JPEG, PNG, WebP or GIF, it is under the size limit and its pixel count and sides are sane; it is
 * then decoded and re-encoded by sharp as a JPEG (EXIF and every other metadata dropped, turned
 * upright first), stored under a name the server makes, and served only to the user who uploaded
 * it and to staff whose role may see documents.
 *
 * Staff upload too, for one user (a support answer's picture): the same checks, the row names the
 * user it is for and the staff member who sent it, so it is served to that user as their own.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import sharp from 'sharp';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CODE_OK, IMAGE_LIMITS, IMAGE_PATH, roleAllows, STAFF_IMAGE_UPLOAD_PATH, type ImageUpload, type StaffRole } from '@leverline/contract';
import type { Db } from '../../db/client.js';
import { failureBody, rateLimited, tokenOf, type RouteDeps } from '../../http/call-route.js';
import { AppError } from '../../http/errors.js';
import { translate } from '../../i18n/translate.js';
import type { Limiter } from '../../platform/limiter.js';
import { bindRequestLog } from '../../platform/request-logger.js';
import { decodeQueue } from './decode-queue.js';
import * as repo from './funding.repo.js';
import { uploadName } from './funding.service.js';

/** Longest side kept; larger pictures are scaled down (proofs and ID photos stay legible). */
const MAX_STORED_SIDE = 2560;
/** Pictures decoded at once by this process, and how many more may wait (each holds its upload, ≤ 8 MB). */
export const DECODES_AT_ONCE = 2;
export const DECODES_WAITING = 16;

// Each picture is decoded once: libvips' operation cache (50 MB by default) would only keep the
// memory of pictures already stored. One libvips thread per picture: decodes run side by side in
// the queue instead, so their number (and their memory) is what the queue allows.
sharp.cache(false);
sharp.concurrency(1);

/** The process's one queue of decodes (decode-queue.ts). */
export const imageDecodes = decodeQueue({ atOnce: DECODES_AT_ONCE, maxWaiting: DECODES_WAITING });
/** Uploads per user per window. */
const UPLOAD_RULE = { max: 30, windowMs: 10 * 60_000 };

type Kind = 'jpeg' | 'png' | 'webp' | 'gif';

/** The picture format its first bytes announce, if it is one we take. */
export function imageKind(head: Buffer): Kind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (head.length >= 6 && /^GIF8[79]a$/.test(head.toString('latin1', 0, 6))) return 'gif';
  return null;
}

/**
 * Decodes, checks and re-encodes a picture, in its turn (imageDecodes); throws image_invalid for
 * anything else, and rate_limited when too many wait.
 */
export async function reencode(input: Buffer): Promise<{ jpeg: Buffer; width: number; height: number }> {
  const kind = imageKind(input);
  if (!kind) throw new AppError('image_invalid');
  return imageDecodes.run(() => decode(input, kind));
}

async function decode(input: Buffer, kind: Kind): Promise<{ jpeg: Buffer; width: number; height: number }> {
  try {
    // Read top to bottom: libvips then holds a strip of the picture, not all of it, where it can.
    const options = { limitInputPixels: IMAGE_LIMITS.maxPixels, failOn: 'error' as const, pages: 1, sequentialRead: true };
    const meta = await sharp(input, options).metadata();
    if (meta.format !== kind && !(kind === 'jpeg' && meta.format === 'jpeg')) throw new AppError('image_invalid');
    const { width = 0, height = 0 } = meta;
    if (Math.min(width, height) < IMAGE_LIMITS.minSide || Math.max(width, height) > IMAGE_LIMITS.maxSide) throw new AppError('image_invalid');
    const { data, info } = await sharp(input, options)
      .rotate()
      .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('image_invalid');
  }
}

export interface UploadDeps {
  db: Db;
  dir: string;
  limiter: Limiter;
  routeDeps: RouteDeps;
  /**
   * Whether a staff member whose role may not read images in general may see this one all the
   * same (support staff: pictures traders sent in the support chat).
   */
  staffMaySee?(role: StaffRole, name: string): Promise<boolean>;
  /**
   * Whether a staff member may upload a picture for the user `userId`: the permission that lets
   * them write to that user (support staff answering them). Answered by a message key when not:
   * `staff_forbidden` for the role, `record_not_found` for a user who does not exist.
   */
  staffMayUploadFor?(role: StaffRole, userId: number): Promise<'ok' | 'staff_forbidden' | 'record_not_found'>;
}

export async function uploadRoutes(app: FastifyInstance, d: UploadDeps): Promise<void> {
  await fs.mkdir(d.dir, { recursive: true });
  await app.register(multipart, {
    limits: { fileSize: IMAGE_LIMITS.maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });

  app.post('/api/common/image_upload', async (request, reply) => {
    const lang = request.lang;
    const now = d.routeDeps.clock.now();
    const token = tokenOf(request);
    const session = token ? await d.routeDeps.authenticate(token, now) : null;
    if (!session) return reply.send(failureBody(lang, 'session_invalid'));
    bindRequestLog(request.log, { userId: session.userId });
    if (session.isDemo) throw new AppError('demo_forbidden');
    const wait = d.limiter.hit(`upload:user:${session.userId}`, UPLOAD_RULE, now.getTime());
    if (wait > 0) throw rateLimited(wait);
    if (!request.isMultipart()) throw new AppError('image_required');
    const body = await readFile(request);
    const picture = await reencode(body);
    const name = `${randomBytes(16).toString('hex')}.jpg`;
    await fs.writeFile(path.join(d.dir, name), picture.jpeg, { flag: 'wx' });
    await repo.insertUpload(d.db, {
      name,
      userId: session.userId,
      mime: 'image/jpeg',
      width: picture.width,
      height: picture.height,
      bytes: picture.jpeg.length,
      createdAt: now,
    });
    const data: ImageUpload = { url: IMAGE_PATH + name, width: picture.width, height: picture.height };
    return reply.send({ code: CODE_OK, msg: translate(lang, 'ok'), data });
  });

  app.post(STAFF_IMAGE_UPLOAD_PATH, async (request, reply) => {
    const lang = request.lang;
    const now = d.routeDeps.clock.now();
    const token = tokenOf(request);
    const staff = token && d.routeDeps.authenticateStaff ? await d.routeDeps.authenticateStaff(token, now, request.ip) : null;
    if (!staff) return reply.send(failureBody(lang, 'session_invalid'));
    bindRequestLog(request.log, { staffId: staff.staffId });
    const raw = (request.query as Record<string, unknown>).user_id;
    const userId = typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
    if (userId === 0 || userId > 2_147_483_647) throw new AppError('invalid_param', { field: 'user_id' });
    const allowed = d.staffMayUploadFor ? await d.staffMayUploadFor(staff.role, userId) : 'staff_forbidden';
    if (allowed === 'staff_forbidden') {
      await d.routeDeps.onStaffForbidden?.(staff, STAFF_IMAGE_UPLOAD_PATH, { ip: request.ip, now });
      throw new AppError('staff_forbidden', {}, 403);
    }
    if (allowed !== 'ok') throw new AppError(allowed);
    const wait = d.limiter.hit(`upload:staff:${staff.staffId}`, UPLOAD_RULE, now.getTime());
    if (wait > 0) throw rateLimited(wait);
    if (!request.isMultipart()) throw new AppError('image_required');
    const body = await readFile(request);
    const picture = await reencode(body);
    const name = `${randomBytes(16).toString('hex')}.jpg`;
    await fs.writeFile(path.join(d.dir, name), picture.jpeg, { flag: 'wx' });
    await repo.insertUpload(d.db, {
      name,
      userId,
      staffId: staff.staffId,
      mime: 'image/jpeg',
      width: picture.width,
      height: picture.height,
      bytes: picture.jpeg.length,
      createdAt: now,
    });
    const data: ImageUpload = { url: IMAGE_PATH + name, width: picture.width, height: picture.height };
    return reply.send({ code: CODE_OK, msg: translate(lang, 'ok'), data });
  });

  app.get(`${IMAGE_PATH}:name`, async (request, reply) => {
    const lang = request.lang;
    const now = d.routeDeps.clock.now();
    const token = tokenOf(request);
    const name = uploadName((request.params as { name: string }).name);
    const row = name ? await repo.uploadOf(d.db, name) : undefined;
    let allowed = false;
    if (token && row) {
      const staff = d.routeDeps.authenticateStaff ? await d.routeDeps.authenticateStaff(token, now, request.ip) : null;
      if (staff) {
        bindRequestLog(request.log, { staffId: staff.staffId });
        allowed = roleAllows(staff.role, 'images.read') || (d.staffMaySee !== undefined && name !== null && (await d.staffMaySee(staff.role, name)));
      } else {
        const session = await d.routeDeps.authenticate(token, now);
        if (session) bindRequestLog(request.log, { userId: session.userId });
        allowed = session?.userId === row.userId;
      }
    }
    // Someone else's picture is answered exactly like a missing one.
    if (!allowed || !name) return reply.status(404).send(failureBody(lang, 'not_found'));
    const bytes = await fs.readFile(path.join(d.dir, name)).catch(() => null);
    if (!bytes) return reply.status(404).send(failureBody(lang, 'not_found'));
    return reply
      .type('image/jpeg')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline')
      .send(bytes);
  });
}

/** The one file of a multipart upload, or image_required / image_too_large. */
async function readFile(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file) throw new AppError('image_required');
    const buffer = await file.toBuffer();
    if (buffer.length === 0) throw new AppError('image_required');
    return buffer;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') {
      throw new AppError('image_too_large', { mb: IMAGE_LIMITS.maxBytes / 1024 / 1024 });
    }
    throw new AppError('image_required');
  }
}
