/**
 * STUDIO_SMTP_URL read as the mailer reads it: an SMTP address or a refusal in words that never
 * repeats the URL (it holds a password); the server named by host and port only.
 */
import { describe, expect, it } from 'vitest';
import { MailError, smtpMailer } from '../../../../../src/studio/team/mail/mailer.ts';

const publicUrl = new URL('https://studio.example.com');

describe('the mailer', () => {
  it('names the server by host and port only, with the default ports of smtp and smtps', () => {
    expect(smtpMailer('smtps://me%40example.com:s3cret@smtp.example.com', publicUrl).server).toBe(
      'smtp.example.com:465',
    );
    expect(smtpMailer('smtp://me:s3cret@smtp.example.com', publicUrl).server).toBe(
      'smtp.example.com:587',
    );
    expect(smtpMailer('smtp://127.0.0.1:2525', publicUrl).server).toBe('127.0.0.1:2525');
  });

  it('refuses what is no SMTP address without repeating it', () => {
    for (const url of ['https://me:s3cret@smtp.example.com', 'me:s3cret@smtp', 'smtp://']) {
      let error: unknown;
      try {
        smtpMailer(url, publicUrl);
      } catch (caught) {
        error = caught;
      }
      expect(error, url).toBeInstanceOf(MailError);
      expect((error as Error).message).not.toContain('s3cret');
      expect((error as Error).message).toContain('STUDIO_SMTP_URL');
    }
    expect(() => smtpMailer('smtp://me:s3cret@smtp.example.com?from=nobody', publicUrl)).toThrow(
      /from= of STUDIO_SMTP_URL is not an e-mail address/,
    );
  });

  it('says a server it cannot reach in words, without the password', async () => {
    const mailer = smtpMailer('smtp://me:s3cret@127.0.0.1:1', publicUrl);
    const error = await mailer
      .send({ to: 'sam@example.com', subject: 'Hello', text: 'Hello' })
      .then(
        () => null,
        (caught: unknown) => caught as Error,
      );
    expect(error).toBeInstanceOf(MailError);
    expect(error!.message).toMatch(/^could not reach the mail server 127\.0\.0\.1:1/);
    expect(error!.message).not.toContain('s3cret');
    mailer.close();
  });
});
