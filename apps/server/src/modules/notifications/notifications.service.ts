/**
 * Tells users what touches their money, on every channel they allow: the inbox (always), a toast
 * over the live socket (app), Web Push to their devices (push) and, for money, identity and
 * security events, e-mail. Other modules call `tell` with an event that names itself (`eventKey`);
 * the inbox row it inserts is the claim, so an event told twice — by a retry, by two nodes, by an
 * engine that took over — is delivered once on each channel.
 *
 * Delivery runs after the caller's work, never inside its transaction or its answer: `tell`
 * returns at once and `idle()` says when everything started so far is done (tests, shutdown).
 * Events told about the same moment are delivered together, with a few statements for the lot
 * (GATHER_MS).
 * A push or an e-mail that fails for a reason that may pass is kept in the database
 * (notice_deliveries) and tried again with growing delays (`retryDue`), on whichever node comes first.
 */
import {
  channelChoosable,
  channelOffered,
  defaultChannel,
  EMAIL_KINDS,
  EMAIL_ONLY_KINDS,
  NOTICE,
  NOTICE_CHANNELS,
  NOTICE_KINDS,
  type CallData,
  type Calls,
  type Lang,
  type Notice,
  type NoticeChannel,
  type NoticeKind,
} from '@leverline/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import type { UserContext } from '../../http/context.js';
import type { Bus } from '../../platform/bus.js';
import type { Clock } from '../../platform/clock.js';
import { isTransientMailError, type Messenger } from '../../platform/mailer.js';
import type { PushSender } from '../../platform/web-push.js';
import type { IdentityService } from '../identity/identity.service.js';
import * as repo from './notifications.repo.js';
import { noticeText, type NoticeParams } from './notifications.texts.js';

export const INBOX_PAGE_SIZE = 20;
/**
 * How long after each failed attempt the next one is made (30 s, 2 min, 10 min, 1 h): a push
 * service or mail server that is briefly down is caught soon, one that is down for long is not
 * hammered. After the last, the delivery is given up (MAX_DELIVERY_ATTEMPTS attempts in all).
 */
export const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000] as const;
export const MAX_DELIVERY_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** How often each node looks for due deliveries. */
const RETRY_EVERY_MS = 10_000;
/** How long a claimed attempt holds its row: a node that died mid-attempt leaves it to another after this. */
const RETRY_HOLD_MS = 5 * 60_000;
const RETRY_BATCH = 100;

/** Something to tell a user. */
export interface NoticeEvent {
  userId: number;
  kind: NoticeKind;
  /** Names the event itself, e.g. `order.12.closed`, `alert.7.3`, `deposit.5.credited`. */
  eventKey: string;
  /** Which texts (notify.{topic}.title/body), with `params`. */
  topic: string;
  params: NoticeParams;
  /** The app screen it opens (hash route). */
  link: string;
  /** Channels another module already serves for this event (security e-mail: identity's notices). */
  served?: readonly NoticeChannel[];
}

export interface NotificationDeps {
  db: Db;
  bus: Bus;
  clock: Clock;
  log: FastifyBaseLogger;
  identity: IdentityService;
  messenger: Messenger;
  /** Web Push; undefined where the server has no VAPID keys (tests that do not need it). */
  push: PushSender | undefined;
}

type Channels = Record<NoticeChannel, boolean>;

/**
 * Events told within this many milliseconds are delivered together: one statement claims them
 * all, one reads their users' preferences, one their languages, one their push devices. A burst
 * of fills (a batch of market orders, a stop-out) costs the database a few statements, not a few
 * per order; a notice reaches the trader this much later.
 */
const GATHER_MS = 25;
/** A gathering this large is delivered at once. */
const GATHER_MAX = 500;

interface Told {
  event: NoticeEvent;
  settle: (outcome: PromiseSettledResult<boolean>) => void;
}

export class NotificationService {
  private readonly inFlight = new Set<Promise<void>>();
  private gathered: Told[] = [];
  private gatherTimer: NodeJS.Timeout | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private retrying: Promise<void> | undefined;

  constructor(private readonly d: NotificationDeps) {}

  /** Starts telling `event`; failures are logged, never thrown at the caller. */
  tell(event: NoticeEvent): void {
    const job = this.deliver(event).then(
      () => undefined,
      (error: unknown) => this.d.log.error({ err: error, event: event.eventKey }, 'notification not delivered'),
    );
    this.inFlight.add(job);
    void job.finally(() => this.inFlight.delete(job));
  }

  /** Resolves when every delivery started so far has ended. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0 || this.gathered.length > 0) {
      this.deliverGathered();
      await Promise.all([...this.inFlight]);
    }
  }

  /**
   * Tells `event` with the others told about the same moment: claims it, then each channel the
   * user allows, once. Resolves to whether this call told it.
   */
  deliver(event: NoticeEvent): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.gathered.push({ event, settle: (outcome) => (outcome.status === 'fulfilled' ? resolve(outcome.value) : reject(outcome.reason instanceof Error ? outcome.reason : new Error(String(outcome.reason)))) });
      if (this.gathered.length >= GATHER_MAX) this.deliverGathered();
      else this.gatherTimer ??= setTimeout(() => this.deliverGathered(), GATHER_MS);
    });
  }

  private deliverGathered(): void {
    clearTimeout(this.gatherTimer);
    this.gatherTimer = undefined;
    const batch = this.gathered;
    this.gathered = [];
    if (batch.length === 0) return;
    const job = this.deliverAll(batch.map((b) => b.event)).then(
      (outcomes) => batch.forEach((b, i) => b.settle(outcomes[i]!)),
      (error: unknown) => batch.forEach((b) => b.settle({ status: 'rejected', reason: error })),
    );
    this.inFlight.add(job);
    void job.finally(() => this.inFlight.delete(job));
  }

  /** Claims every event at once, then tells each claimed one on its user's channels. */
  private async deliverAll(events: readonly NoticeEvent[]): Promise<PromiseSettledResult<boolean>[]> {
    const now = this.d.clock.now();
    // The choices first: an e-mail-only kind (a trade confirmation) the user has not asked for is not even claimed.
    const preferences = await repo.preferencesOfUsers(this.d.db, [...new Set(events.map((e) => e.userId))]);
    const chosen = events.map((event) => {
      const channels = channelsFrom(preferences.get(event.userId) ?? [], event.kind);
      for (const served of event.served ?? []) channels[served] = false;
      return channels;
    });
    const wanted = events.map((event, i) => !EMAIL_ONLY_KINDS.has(event.kind) || chosen[i]!.email);
    const claimed = await repo.claimNotifications(
      this.d.db,
      events
        .filter((_e, i) => wanted[i])
        .map((event) => ({ userId: event.userId, eventKey: event.eventKey, kind: event.kind, topic: event.topic, params: event.params, link: event.link, createdAt: now })),
    );
    let next = 0;
    const rows = events.map((_e, i) => (wanted[i] ? claimed[next++] : undefined));
    const channelsOf = events.map((_e, i) => (rows[i] ? chosen[i] : undefined));
    const speaking = [...new Set(events.filter((e, i) => channelsOf[i] && (channelsOf[i].app || channelsOf[i].push || channelsOf[i].email)).map((e) => e.userId))];
    const languages = await this.d.identity.languages(speaking);
    const pushing = this.d.push ? [...new Set(events.filter((_e, i) => channelsOf[i]?.push).map((e) => e.userId))] : [];
    const pushTargets = await repo.pushTargetsOfUsers(this.d.db, pushing);
    return Promise.allSettled(
      events.map(async (event, i) => {
        const row = rows[i];
        const channels = channelsOf[i];
        if (!row || !channels) return false;
        if (!channels.app && !channels.push && !channels.email) return true;
        const notice = this.view(row, languages.get(event.userId) ?? 'en');
        if (channels.app) {
          this.d.bus.publish({ topic: `USER.${event.userId}`, key: `${NOTICE}.${row.id}`, payload: JSON.stringify({ type: NOTICE, ...notice }) });
        }
        await Promise.all([
          channels.push ? this.push(event.userId, notice, pushTargets.get(event.userId) ?? []) : undefined,
          channels.email && EMAIL_KINDS.has(event.kind) ? this.email(event, notice) : undefined,
        ]);
        return true;
      }),
    );
  }

  private async push(userId: number, notice: Notice, targets: readonly repo.PushTarget[]): Promise<void> {
    const sender = this.d.push;
    if (!sender || targets.length === 0) return;
    // What the service worker shows (apps/web/public/sw.js): title, text, the screen to open, and a tag so a repeat replaces.
    const payload = JSON.stringify({ id: notice.id, kind: notice.kind, title: notice.title, body: notice.body, link: notice.link, tag: `notice-${notice.id}` });
    await Promise.all(
      targets.map(async (target) => {
        const outcome = await sender.send(target, payload);
        if (outcome === 'gone') await repo.deletePushSubscriptionById(this.d.db, target.id);
        else if (outcome === 'retry') await this.retryLater({ notificationId: notice.id, userId, channel: 'push', pushSubscriptionId: target.id, payload: { json: payload } }, 'push service unavailable');
      }),
    );
  }

  private async email(event: NoticeEvent, notice: Notice): Promise<void> {
    const contact = await this.d.identity.contact(event.userId);
    // Phone-only accounts hear of security events by SMS (identity's notices); other kinds go by e-mail only.
    if (!contact || contact.channel !== 'email') return;
    const mail = { to: contact.address, type: `notify.${event.topic}`, subject: notice.title, text: notice.body };
    try {
      await this.sendEmail(mail);
    } catch (error) {
      if (!isTransientMailError(error)) throw error;
      await this.retryLater({ notificationId: notice.id, userId: event.userId, channel: 'email', pushSubscriptionId: null, payload: mail }, errorText(error));
    }
  }

  private sendEmail(mail: Record<string, string>): Promise<void> {
    return this.d.messenger.email.send({ to: mail.to ?? '', channel: 'email', type: mail.type ?? 'notify', code: null, subject: mail.subject ?? '', text: mail.text ?? '' });
  }

  // ---- trying failed deliveries again --------------------------------------------------------------

  /** Keeps a delivery whose first attempt failed for a reason that may pass, for its next attempt. */
  private async retryLater(delivery: Pick<repo.NewDelivery, 'notificationId' | 'userId' | 'channel' | 'pushSubscriptionId' | 'payload'>, lastError: string): Promise<void> {
    const now = this.d.clock.now();
    this.d.log.warn({ notification: delivery.notificationId, channel: delivery.channel, err: lastError }, 'notification delivery failed; tried again later');
    await repo.insertDelivery(this.d.db, { ...delivery, attempts: 1, nextAttemptAt: new Date(now.getTime() + RETRY_DELAYS_MS[0]), status: 'waiting', lastError, createdAt: now });
  }

  /**
   * Makes the next attempt of every delivery that is due; returns how many were sent. Any node may
   * run it: each attempt is claimed first (repo.claimDelivery), so it is made once.
   */
  async retryDue(): Promise<number> {
    let sent = 0;
    for (const due of await repo.dueDeliveries(this.d.db, this.d.clock.now(), RETRY_BATCH)) {
      const now = this.d.clock.now();
      const claimed = await repo.claimDelivery(this.d.db, due.id, due.attempts, new Date(now.getTime() + RETRY_HOLD_MS));
      if (!claimed) continue;
      const outcome = await this.attempt(claimed);
      if (!('error' in outcome)) {
        await repo.deleteDelivery(this.d.db, claimed.id);
        if (outcome.kind === 'sent') sent++;
      } else if (outcome.kind === 'retry' && claimed.attempts < MAX_DELIVERY_ATTEMPTS) {
        await repo.rescheduleDelivery(this.d.db, claimed.id, new Date(now.getTime() + RETRY_DELAYS_MS[claimed.attempts - 1]!), outcome.error);
      } else {
        this.d.log.error({ notification: claimed.notificationId, channel: claimed.channel, attempts: claimed.attempts, err: outcome.error }, 'notification delivery given up');
        await repo.giveUpDelivery(this.d.db, claimed.id, outcome.error);
      }
    }
    return sent;
  }

  private async attempt(delivery: repo.DeliveryRow): Promise<{ kind: 'sent' | 'dropped' } | { kind: 'retry' | 'rejected'; error: string }> {
    if (delivery.channel === 'email') {
      try {
        await this.sendEmail(delivery.payload);
        return { kind: 'sent' };
      } catch (error) {
        return { kind: isTransientMailError(error) ? 'retry' : 'rejected', error: errorText(error) };
      }
    }
    // A subscription removed since (the trader turned push off, or it was gone) is not pushed to.
    const target = delivery.pushSubscriptionId === null ? undefined : await repo.pushTargetById(this.d.db, delivery.pushSubscriptionId);
    if (!this.d.push || !target) return { kind: 'dropped' };
    const outcome = await this.d.push.send(target, delivery.payload.json ?? '');
    switch (outcome) {
      case 'sent':
        return { kind: 'sent' };
      case 'gone':
        await repo.deletePushSubscriptionById(this.d.db, target.id);
        return { kind: 'dropped' };
      case 'retry':
        return { kind: 'retry', error: 'push service unavailable' };
      case 'rejected':
        return { kind: 'rejected', error: 'push service refused the push' };
    }
  }

  /** Starts trying due deliveries again every RETRY_EVERY_MS (the timer never keeps the process alive). */
  startRetries(): void {
    if (this.retryTimer) return;
    this.retryTimer = setInterval(() => {
      this.retrying ??= this.retryDue()
        .catch((error: unknown) => this.d.log.error({ err: error }, 'notification retries not run'))
        .then(() => {
          this.retrying = undefined;
        });
    }, RETRY_EVERY_MS);
    this.retryTimer.unref();
  }

  /** Stops the timer and waits for a run in progress. */
  async stopRetries(): Promise<void> {
    clearInterval(this.retryTimer);
    this.retryTimer = undefined;
    await this.retrying;
  }

  // ---- preferences ---------------------------------------------------------------------------------

  private async preferenceViews(userId: number): Promise<CallData<Calls['noticePreferences']>['prefs']> {
    const rows = await repo.preferencesOf(this.d.db, userId);
    return NOTICE_KINDS.map((kind) => {
      const value = (channel: NoticeChannel) => {
        if (!channelOffered(kind, channel)) return null;
        if (!channelChoosable(kind, channel)) return defaultChannel(kind, channel);
        return rows.find((r) => r.kind === kind && r.channel === channel)?.enabled ?? defaultChannel(kind, channel);
      };
      return {
        kind,
        app: value('app'),
        push: value('push'),
        email: value('email'),
        fixed: NOTICE_CHANNELS.filter((c) => channelOffered(kind, c) && !channelChoosable(kind, c)),
      };
    });
  }

  async preferences(ctx: UserContext): Promise<{ data: CallData<Calls['noticePreferences']> }> {
    const userId = ctx.session.userId;
    return {
      data: { prefs: await this.preferenceViews(userId), push_key: this.d.push?.publicKey ?? '', push_devices: await repo.pushDeviceCount(this.d.db, userId) },
    };
  }

  async savePreference(input: { kind: NoticeKind; channel: NoticeChannel; enabled: boolean }, ctx: UserContext) {
    if (!channelChoosable(input.kind, input.channel)) throw new AppError('notice_channel_fixed');
    await repo.savePreference(this.d.db, ctx.session.userId, input.kind, input.channel, input.enabled);
    return { data: { prefs: await this.preferenceViews(ctx.session.userId) }, msg: 'notice_prefs_saved' as const };
  }

  async subscribePush(input: { endpoint: string; p256dh: string; auth: string }, ctx: UserContext) {
    if (!this.d.push) throw new AppError('push_unavailable');
    const userId = ctx.session.userId;
    await repo.savePushSubscription(this.d.db, { userId, endpoint: input.endpoint, p256dh: input.p256dh, auth: input.auth, createdAt: ctx.now });
    return { data: { push_devices: await repo.pushDeviceCount(this.d.db, userId) }, msg: 'push_subscribed' as const };
  }

  async unsubscribePush(input: { endpoint: string }, ctx: UserContext) {
    const userId = ctx.session.userId;
    await repo.deletePushSubscription(this.d.db, userId, input.endpoint);
    return { data: { push_devices: await repo.pushDeviceCount(this.d.db, userId) }, msg: 'push_unsubscribed' as const };
  }

  // ---- inbox ---------------------------------------------------------------------------------------

  private view(row: repo.NotificationRow, lang: Lang): Notice {
    const { title, body } = noticeText(lang, row.topic, row.params);
    return { id: row.id, kind: row.kind as NoticeKind, title, body, link: row.link, time: row.createdAt.getTime(), read: row.readAt !== null };
  }

  async inbox(input: { page: number }, ctx: UserContext) {
    const { rows, total, unread } = await repo.inboxPage(this.d.db, ctx.session.userId, input.page, INBOX_PAGE_SIZE);
    return { data: { data: rows.map((r) => this.view(r, ctx.lang)), total, unread } };
  }

  async markRead(input: { id?: number | undefined }, ctx: UserContext) {
    const userId = ctx.session.userId;
    if (input.id !== undefined && !(await repo.notificationOfUser(this.d.db, userId, input.id))) throw new AppError('not_found');
    await repo.markRead(this.d.db, userId, input.id, ctx.now);
    return { data: { unread: await repo.unreadCount(this.d.db, userId) }, msg: 'notices_read' as const };
  }
}

/** The channels a user allows for `kind`: their saved choice where they may choose, else the default. */
function channelsFrom(rows: readonly { kind: string; channel: string; enabled: boolean }[], kind: NoticeKind): Channels {
  const channels = {} as Channels;
  for (const channel of NOTICE_CHANNELS) {
    const chosen = channelChoosable(kind, channel) ? rows.find((r) => r.kind === kind && r.channel === channel) : undefined;
    channels[channel] = chosen ? chosen.enabled : defaultChannel(kind, channel);
  }
  return channels;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500);
}
