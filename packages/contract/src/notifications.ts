import { z } from 'zod';

/**
 * The mails a person may switch off, one each (DESIGN.md §14.0). Confirmation, password reset and
 * security notices are not among them: they are always sent.
 */
export const NOTIFICATION_KINDS = [
  'applicationReceived',
  'applicationStatus',
  'messageUnread',
  'answerDue',
  'alertDigests',
] as const;
export const ZNotificationKind = z.enum(NOTIFICATION_KINDS);
export type TNotificationKind = z.infer<typeof ZNotificationKind>;

export const ZNotificationSettings = z
  .object({
    applicationReceived: z.boolean(),
    applicationStatus: z.boolean(),
    messageUnread: z.boolean(),
    answerDue: z.boolean(),
    alertDigests: z.boolean(),
  })
  .describe('Which mails the account gets; every kind is on until switched off');
z.globalRegistry.add(ZNotificationSettings, { id: 'NotificationSettings' });
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

/** `GET` and `PATCH /users/me/notifications`. */
export const ZNotificationSettingsResponse = z.object({ settings: ZNotificationSettings });
export type TNotificationSettingsResponse = z.infer<typeof ZNotificationSettingsResponse>;

/** `PATCH /users/me/notifications`: any of the kinds; at least one. */
export const ZNotificationSettingsPatch = ZNotificationSettings.partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Name at least one kind of mail' });
export type TNotificationSettingsPatch = z.infer<typeof ZNotificationSettingsPatch>;

/** `POST /notifications/unsubscribe`: what one click turned off, a kind of mail or one saved search's mails. */
export const ZNotificationUnsubscribeResponse = z.object({
  unsubscribed: z.union([ZNotificationKind, z.literal('alert')]),
});
export type TNotificationUnsubscribeResponse = z.infer<typeof ZNotificationUnsubscribeResponse>;
